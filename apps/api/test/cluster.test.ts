import { describe, expect, it } from 'vitest';
import { bookingBody, createPostgresDatabase } from './harness';
import { json, startServerProcess } from './process';

const JWT_SECRET = 'cluster-test-secret-cluster-test-secret-0123';

describe('several API processes (WEB_CONCURRENCY)', () => {
  it('are refused on the embedded database, with a message that says what to do', async () => {
    await expect(startServerProcess({ WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: '/nonexistent-cluster-test' })).rejects.toThrow(
      /WEB_CONCURRENCY > 1 needs DATABASE_URL: the embedded database \(PGlite\) belongs to one process/,
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('share one PostgreSQL database: both answer, and parallel bookings of one vehicle book it once', async () => {
    const database = await createPostgresDatabase('t_cluster');
    const server = await startServerProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2', JWT_SECRET, SEED_DEMO: 'true', LOG_LEVEL: 'info' });
    try {
      // Ready means one process answers; on a busy machine the second may still be starting, and
      // the primary hands connections only to processes that listen. Wait until both do.
      const listening = () => new Set([...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)].map((m) => m[1])).size;
      for (const deadline = Date.now() + 30_000; listening() < 2 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
      expect(listening(), server.output().slice(-2000)).toBe(2);
      const login = await json(server.base, 'POST', '/api/users/login', { body: { email: 'tourist@lankaride.lk', password: 'Tourist@123' } });
      expect(login.status).toBe(200);
      const [vehicle] = (await json(server.base, 'GET', '/api/vehicles?limit=1')).body.items as { _id: string }[];
      const body = bookingBody(vehicle!._id, { pickupDate: '2032-02-10', returnDate: '2032-02-12' });
      const answers = await Promise.all(Array.from({ length: 30 }, () => json(server.base, 'POST', '/api/bookings', { token: login.body.token, body })));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(29);
      // The request logs name the process that answered: both took part.
      const pids = new Set([...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((m) => m[1]));
      expect(pids.size).toBe(2);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.drop();
    }
  });
});
