import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createTestApp, call, loginAs, ADMIN, type TestApp } from './harness';

describe.each(ENGINES)('smoke on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
  });
  afterAll(async () => t?.close());

  it('lists the demo fleet and signs the admin in', async () => {
    const res = await call(t.app, 'GET', '/api/vehicles');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    const token = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const users = await call(t.app, 'GET', '/api/admin/users', { token });
    expect(users.status).toBe(200);
    expect(users.body.map((u: { role: string }) => u.role)).toContain('admin');
  });
});
