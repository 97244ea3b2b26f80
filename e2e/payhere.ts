/** The PayHere sandbox merchant the journeys' server is set up with (playwright.config.ts). */
export const PAYHERE = { merchantId: '1211149', merchantSecret: 'e2e-sandbox-merchant-secret' } as const;
