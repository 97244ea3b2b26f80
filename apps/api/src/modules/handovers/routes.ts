import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DRIVER_AREA_ROLES, MESSAGES, errorSchema } from '@app/shared';
import { HANDOVER_LIMITS, HANDOVER_MESSAGES, IDEMPOTENCY_KEY_RE, bookingInspectionsSchema, chargeDecisionSchema, handoverInputSchema, inspectionPhotoSchema, type HandoverKind } from '@app/shared/handovers';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { readFileUpload, uploadValidatorCompiler } from '../../lib/photo-upload';
import { currentUser } from '../../plugins/auth';
import { conditionReportForViewer } from './report-service';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const bearer = [{ bearer: [] }];
const H = HANDOVER_MESSAGES;
const tooLarge = () => new HttpError(413, H.tooLarge(HANDOVER_LIMITS.photoMaxBytes / 1024 / 1024));

const PHOTO_MULTIPART = {
  limits: { fileSize: HANDOVER_LIMITS.photoMaxBytes, files: 1, fields: 2, fieldSize: 256, parts: 4, headerPairs: 50 },
};

/** The Idempotency-Key header, or the form's own key; 400 for one out of shape. */
function idempotencyKeyOf(header: string | string[] | undefined, body: string | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return body;
  if (!IDEMPOTENCY_KEY_RE.test(value)) throw badRequest(H.idempotencyKeyInvalid, [H.idempotencyKeyInvalid]);
  return value;
}

/** The form's JSON: the signature (at most HANDOVER_LIMITS.signatureMaxBytes in base64) and the rest. */
const FORM_BODY_LIMIT = 512 * 1024;
const FORM_RESPONSES = { 200: bookingInspectionsSchema, 201: bookingInspectionsSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/**
 * Handing over and taking back (issue 33, decision 112): photos first (one request each), then the
 * form naming them; each form idempotent under its Idempotency-Key.
 */
export function handoverRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, clock, events } = deps;
    const bookingId = (params: { id: string }) => parseId(params.id, MESSAGES.api.bookingNotFound);

    api.get('/api/bookings/:id/inspections', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "A booking's handover and return (its booker, its assigned driver or staff): readings, fuel, photo ids, damage marks, and the return compared with the handover",
        security: bearer,
        params: idParams,
        response: { 200: bookingInspectionsSchema, 403: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.inspectionsOf(db, currentUser(req), bookingId(req.params));
    });

    api.get('/api/bookings/:id/condition-report.pdf', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary:
          "A booking's condition report as a PDF, in the tourist's language: the handover and the return side by side (when, who, odometer, fuel, the four sides' photos, damage marks and photos, the signature), what the return found and the charges it proposed (its booker, its assigned driver or staff; 404 until the handover is recorded)",
        security: bearer,
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The condition report, a PDF document (application/pdf)'), 403: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      const report = await conditionReportForViewer(db, currentUser(req), bookingId(req.params), { store: deps.mediaStore, now: clock() });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${report.filename}"`)
        // Photos of the tourist's trip and their signature: never kept by a shared cache, nor by the browser.
        .header('cache-control', 'private, no-store')
        .send(report.content);
    });

    await api.register(async (uploads) => {
      await uploads.register(multipart, PHOTO_MULTIPART);
      uploads.withTypeProvider<ZodTypeProvider>().post('/api/bookings/:id/inspection-photos', {
        onRequest: guard(...DRIVER_AREA_ROLES),
        schema: {
          tags: ['bookings'],
          summary: 'Upload one photo for a handover or return form to come (multipart/form-data, the picture in `file`): staff for a self-drive booking, the assigned driver or staff with a driver; answers its id',
          consumes: ['multipart/form-data'],
          security: bearer,
          params: idParams,
          body: z.object({ file: z.string().meta({ format: 'binary', description: `A photo (JPEG, PNG, WebP, HEIC), at most ${HANDOVER_LIMITS.photoMaxBytes / 1024 / 1024} MB` }) }),
          response: { 201: inspectionPhotoSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema },
        },
        validatorCompiler: uploadValidatorCompiler,
      }, async (req, reply) => {
        const id = bookingId(req.params);
        const { bytes } = await readFileUpload(req, { field: 'file', maxBytes: HANDOVER_LIMITS.photoMaxBytes, missing: H.photoMissing, tooLarge });
        return reply.code(201).send(await service.uploadInspectionPhoto(db, currentUser(req), id, bytes, { store: deps.mediaStore }));
      });
    });

    const form = (kind: HandoverKind, path: string, summary: string) =>
      api.post(path, {
        onRequest: guard(...DRIVER_AREA_ROLES),
        // The signature's PNG rides in the JSON: beyond the API's usual body limit, within the form's.
        bodyLimit: FORM_BODY_LIMIT,
        schema: {
          tags: ['bookings'],
          summary,
          security: bearer,
          params: idParams,
          headers: z.object({ 'idempotency-key': z.string().optional().meta({ description: 'The same key for every retry of one form: it is recorded once, a retry answers it again (200, Idempotent-Replayed: true)' }) }).passthrough(),
          body: handoverInputSchema,
          response: FORM_RESPONSES,
        },
      }, async (req, reply) => {
        const id = bookingId(req.params);
        const key = idempotencyKeyOf(req.headers['idempotency-key'], req.body.idempotencyKey);
        reply.header('cache-control', 'private, no-store');
        const { inspections, replayed } = await service.recordInspection(db, currentUser(req), id, kind, req.body, key, { store: deps.mediaStore, now: clock(), events });
        if (replayed) reply.header('Idempotent-Replayed', 'true');
        return reply.code(replayed ? 200 : 201).send(inspections);
      });

    api.patch('/api/admin/bookings/:id/handover-charges/:chargeId', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "Confirm a charge the return proposed into the booking's extras (a damage with its `amount` in US dollars; fuel at the proposed rate per eighth unless `amount` gives another) or dismiss it; nothing is charged without this",
        security: bearer,
        params: z.object({ id: z.string(), chargeId: z.string() }),
        body: chargeDecisionSchema,
        response: { 200: bookingInspectionsSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.decideCharge(db, currentUser(req), bookingId(req.params), req.params.chargeId, req.body, clock());
    });

    form(
      'handover',
      '/api/bookings/:id/handover',
      'Hand the vehicle over (the booking goes to picked_up): odometer, fuel in eighths, the four sides\' photo ids, damage photos and marks, the tourist\'s signature (a PNG data address). A self-drive handover needs verified documents (409). Idempotent under Idempotency-Key',
    );
    form(
      'return',
      '/api/bookings/:id/return',
      'Take the vehicle back (the booking goes to completed): the same form as the handover, answered with the comparison (new damage marks, fuel used, kilometres beyond the allowance). Idempotent under Idempotency-Key',
    );
  };
}
