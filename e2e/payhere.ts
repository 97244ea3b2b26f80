/** The PayHere sandbox merchant the journeys' server is set up with (e2e/server.ts). */
export const PAYHERE = { merchantId: '1211149', merchantSecret: 'e2e-sandbox-merchant-secret' } as const;
