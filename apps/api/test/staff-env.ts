import { ADMIN, createTestApp, loginAs, type Engine, type TestApp } from './harness';
import { startSmtp } from './smtp';

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * What the staff-side API tests start with: an app that writes absolute links, the admin signed
 * in, and a real SMTP server the outbox delivers to.
 */
export async function openStaffEnv(engine: Engine): Promise<{ t: TestApp; admin: string; smtp: Smtp }> {
  const t = await createTestApp(engine, { config: { publicUrl: 'https://rent.example.lk' } });
  const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const smtp = await startSmtp();
  return { t, admin, smtp };
}

export async function closeStaffEnv(env: { t?: TestApp; smtp?: Smtp }): Promise<void> {
  await env.t?.close();
  await env.smtp?.close();
}
