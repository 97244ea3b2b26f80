import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isValidDateString, timelineQuerySchema, timelineSchema, toColomboIso, type Timeline } from '@app/shared';
import type { AppDeps } from '../../deps';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/errors';

/**
 * The fleet at a glance: every live vehicle (optionally one type or matching brand/model) and
 * every booking overlapping [from 00:00, to 23:59], in two queries whatever the fleet size.
 */
export async function fleetTimeline(db: Queryable, q: { from: string; to: string; type?: string; q?: string }): Promise<Timeline> {
  if (!isValidDateString(q.from) || !isValidDateString(q.to)) throw badRequest('from and to must be real dates', ['from and to must be real dates']);
  const search = q.q ? `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const vehicles = await db.query<{ id: string; brand: string; model: string; type: Timeline['vehicles'][number]['type']; image: string }>(
    `SELECT v.id, v.brand, v.model, v.type, v.image FROM vehicles v
     WHERE v.deleted_at IS NULL AND ($1::text IS NULL OR v.type = $1)
       AND ($2::text IS NULL OR lower(v.brand || ' ' || v.model) LIKE $2)
     ORDER BY v.type, v.brand, v.model, v.id LIMIT 5000`,
    [q.type ?? null, search],
  );
  const bookings = await db.query<{ id: string; vehicle_id: string; start: string; end: string; status: Timeline['bookings'][number]['status']; name: string; driver_option: 'withDriver' | 'selfDrive' }>(
    `SELECT b.id, b.vehicle_id, b.status, b.name, b.driver_option,
       to_char(b.pickup_at AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"') AS start,
       to_char(b.return_at AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"') AS end
     FROM bookings b
     WHERE tstzrange(b.pickup_at, b.return_at, '[)') && tstzrange($1::timestamptz, $2::timestamptz, '[]')
       AND b.vehicle_id = ANY($3::uuid[])
     ORDER BY b.pickup_at LIMIT 20000`,
    [toColomboIso(q.from, '00:00'), toColomboIso(q.to, '23:59'), vehicles.map((v) => v.id)],
  );
  return {
    vehicles: vehicles.map((v) => ({ _id: v.id, brand: v.brand, model: v.model, type: v.type, image: v.image })),
    bookings: bookings.map((b) => ({ _id: b.id, vehicleId: b.vehicle_id, start: b.start, end: b.end, status: b.status, name: b.name, driverOption: b.driver_option })),
  };
}

export function timelineRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get('/api/admin/timeline', {
      onRequest: deps.guard('admin'),
      schema: {
        tags: ['admin'],
        summary: 'Fleet timeline: vehicles and the bookings overlapping a date range (max 92 days)',
        security: [{ bearer: [] }],
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema },
      },
    }, async (req) => fleetTimeline(deps.db, req.query));
  };
}
