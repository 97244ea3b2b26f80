import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, createTestApp, createVehicle, loginAs, registerUser, type Account, type Engine, type TestApp } from './harness';

/**
 * What the handover and condition report tests start with: the admin signed in, one vehicle, two
 * tourists (Anna books, Ben is a stranger to her bookings), two drivers (one assigned, one not) and
 * a tourist's signature as the signature pad sends it.
 */
export interface InspectionEnv {
  t: TestApp;
  adminToken: string;
  vehicleId: string;
  anna: Account;
  ben: Account;
  driver: Account;
  otherDriver: Account;
  signature: string;
}

/** A stroke on a transparent PNG, as a data URL: what the signature pad sends. */
export async function drawnSignature(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg width="300" height="120"><path d="M10 90 C 60 10, 120 10, 290 60" stroke="black" stroke-width="4" fill="none"/></svg>') }])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function openInspectionEnv(t: TestApp): Promise<InspectionEnv> {
  const adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const vehicleId = (await createVehicle(t.app, adminToken))._id as string;
  const anna = await registerUser(t.app);
  const ben = await registerUser(t.app);
  const driver = await registerUser(t.app, 'driver');
  const otherDriver = await registerUser(t.app, 'driver');
  return { t, adminToken, vehicleId, anna, ben, driver, otherDriver, signature: await drawnSignature() };
}

/**
 * One inspection env for a describe block: opened before its tests, closed after; `ready` receives
 * it and may make more fixtures before the tests run
 * (`let t, adminToken, anna; withInspectionEnv(engine, (env) => ({ t, adminToken, anna } = env))`).
 */
export function withInspectionEnv(engine: Engine, ready: (env: InspectionEnv) => unknown): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await ready(await openInspectionEnv(t));
  }, 120_000);
  afterAll(async () => t?.close());
}
