import { afterAll, beforeAll } from 'vitest';
import { bookingEventSchema } from '@app/shared';
import { ADMIN, call, createTestApp, loginAs, type Engine, type TestApp } from './harness';
import { deliverOutbox, startSmtp } from './smtp';

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * What the staff-side API tests start with: an app that writes absolute links, the admin signed
 * in, and a real SMTP server the outbox delivers to.
 */
export interface StaffEnv {
  t: TestApp;
  admin: string;
  smtp: Smtp;
}

async function openStaffEnv(engine: Engine): Promise<StaffEnv> {
  const t = await createTestApp(engine, { config: { publicUrl: 'https://rent.example.lk' } });
  const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const smtp = await startSmtp();
  return { t, admin, smtp };
}

/**
 * One staff env for a describe block: opened before its tests, closed after; `ready` receives it
 * (`let t, admin, smtp; withStaffEnv(engine, (env) => ({ t, admin, smtp } = env))`).
 */
export function withStaffEnv(engine: Engine, ready: (env: StaffEnv) => void): void {
  let env: Partial<StaffEnv> = {};
  beforeAll(async () => {
    env = await openStaffEnv(engine);
    ready(env as StaffEnv);
  });
  afterAll(async () => {
    await env.t?.close();
    await env.smtp?.close();
  });
}

/**
 * What staff-side tests read back from the env that `env()` answers when they run: the outbox
 * delivered to the SMTP server, the mails one address received, a booking's history as staff see it.
 */
export function staffReads(env: () => StaffEnv) {
  return {
    deliver: () => deliverOutbox(env().t.db, env().smtp.url),
    mailsTo: (email: string) => env().smtp.received.filter((m) => m.to.includes(email)),
    history: async (id: string) =>
      ((await call(env().t.app, 'GET', `/api/admin/bookings/${id}/history`, { token: env().admin })).body as unknown[]).map((e) => bookingEventSchema.parse(e)),
  };
}
