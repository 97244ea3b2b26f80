import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, errorSchema } from '@app/shared';
import { DOCUMENT_KINDS, DOCUMENT_LIMITS, DOCUMENT_MESSAGES, bookingDocumentsSchema, documentReviewSchema, permitAtCounterSchema } from '@app/shared/documents';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { readFileUpload, uploadValidatorCompiler } from '../../lib/photo-upload';
import { currentUser } from '../../plugins/auth';
import { errorBody } from '../../plugins/errors';
import { bookingMailLinks } from '../notifications';
import * as service from './service';

const idParams = z.object({ id: z.string() });
const documentParams = z.object({ id: z.string(), documentId: z.string() });
const bearer = [{ bearer: [] }];
const D = DOCUMENT_MESSAGES;
const tooLarge = () => new HttpError(413, D.tooLarge(DOCUMENT_LIMITS.maxBytes / 1024 / 1024));

/** One file within the limit, a few small fields; never buffered beyond the limit. */
const DOCUMENT_MULTIPART = {
  limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 256, parts: 6, headerPairs: 50 },
};

/**
 * A self-drive tourist's documents (issue 33, decision 107): sent by the booker, read by the
 * booker and staff, checked by staff; each file answered under a short-lived signed address.
 */
export function documentRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard, config, clock } = deps;
    const mailLinks = bookingMailLinks(config.publicUrl);
    const ctx = (): service.DocumentContext => ({
      store: deps.mediaStore,
      links: deps.documentLinks,
      now: clock(),
      publicUrl: config.publicUrl,
      keptDaysAfterTrip: config.documentRetentionDays,
    });
    const bookingId = (params: { id: string }) => parseId(params.id, MESSAGES.api.bookingNotFound);

    api.get('/api/bookings/:id/documents', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: "A self-drive booking's documents (its booker or staff): each one's kind, status and a file address valid for a few minutes, and what is missing",
        security: bearer,
        params: idParams,
        response: { 200: bookingDocumentsSchema, 403: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.documentsOf(db, currentUser(req), bookingId(req.params), ctx());
    });

    await api.register(async (uploads) => {
      // Multipart is read by this route only.
      await uploads.register(multipart, DOCUMENT_MULTIPART);
      uploads.withTypeProvider<ZodTypeProvider>().post('/api/bookings/:id/documents', {
        onRequest: guard(),
        schema: {
          tags: ['bookings'],
          summary: 'Send a document of your own open self-drive booking (multipart/form-data: one file in `file`, its `kind`): a picture or a PDF; replaces the one of that kind unless verified',
          consumes: ['multipart/form-data'],
          security: bearer,
          params: idParams,
          body: z.object({
            file: z.string().meta({ format: 'binary', description: `A photo (JPEG, PNG, WebP, HEIC) or a PDF, at most ${DOCUMENT_LIMITS.maxBytes / 1024 / 1024} MB` }),
            kind: z.enum(DOCUMENT_KINDS).meta({ description: 'licence_front, licence_back (the two sides of the driving licence), idp (International Driving Permit) or permit (the Sri Lankan permit)' }),
          }),
          response: { 201: bookingDocumentsSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 413: errorSchema },
        },
        validatorCompiler: uploadValidatorCompiler,
      }, async (req, reply) => {
        const id = bookingId(req.params);
        const { bytes, fields } = await readFileUpload(req, { field: 'file', maxBytes: DOCUMENT_LIMITS.maxBytes, missing: D.fileMissing, tooLarge });
        const kind = z.enum(DOCUMENT_KINDS).safeParse(fields.kind);
        if (!kind.success) throw badRequest(D.kindInvalid);
        reply.header('cache-control', 'private, no-store');
        return reply.code(201).send(await service.uploadDocument(db, currentUser(req), id, kind.data, bytes, ctx()));
      });
    });

    api.put('/api/bookings/:id/documents/permit-at-counter', {
      onRequest: guard(),
      schema: {
        tags: ['bookings'],
        summary: 'Say that you get the Sri Lankan permit at the airport counter (or no longer), for your own open self-drive booking',
        security: bearer,
        params: idParams,
        body: permitAtCounterSchema,
        response: { 200: bookingDocumentsSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.setPermitAtCounter(db, currentUser(req), bookingId(req.params), req.body.atCounter, ctx());
    });

    api.patch('/api/admin/bookings/:id/documents/:documentId', {
      onRequest: guard('admin'),
      schema: {
        tags: ['admin'],
        summary: "Verify or reject a tourist's document (a reason is required to reject; the tourist is e-mailed it, never the document)",
        security: bearer,
        params: documentParams,
        body: documentReviewSchema,
        response: { 200: bookingDocumentsSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.reviewDocument(db, currentUser(req), bookingId(req.params), req.params.documentId, req.body, { ...ctx(), mailLinks });
    });

    // The token is the credential: the request logger writes this path without it (app.ts).
    api.get(`${service.DOCUMENT_FILES_PATH}:token`, {
      schema: {
        tags: ['bookings'],
        summary: "A document's file, under the signed address its documents' answer gave (valid a few minutes); answered with Cache-Control: no-store",
        params: z.object({ token: z.string() }),
        produces: ['image/webp', 'application/pdf'],
        response: { 200: z.any().describe('The file: image/webp or application/pdf'), 404: errorSchema },
      },
    }, async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex');
      const file = await service.documentFile(db, req.params.token, { store: deps.mediaStore, links: deps.documentLinks, now: clock() });
      if (!file) return reply.code(404).send(errorBody(404, D.linkExpired));
      const extension = file.contentType === 'application/pdf' ? 'pdf' : 'webp';
      return reply
        .type(file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${file.kind}.${extension}"`)
        .send(file.bytes);
    });
  };
}
