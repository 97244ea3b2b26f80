import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, adminInfoPageSchema, errorSchema, infoPageQuerySchema, infoPageSchema, infoPageUpdateSchema, isInfoPageSlug, type InfoPageSlug } from '@app/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const bearer = [{ bearer: [] }];
const params = z.object({ slug: z.string() });

function slugOf(value: string): InfoPageSlug {
  if (!isInfoPageSlug(value)) throw notFound(MESSAGES.api.pageNotFound);
  return value;
}

/** The travellers' pages (decision 085): read by anyone, their texts changed by staff. */
export function pageRoutes(deps: AppDeps) {
  return async function (app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { db, guard } = deps;
    const admin = { onRequest: guard('admin') };

    api.get('/api/pages/:slug', {
      schema: {
        tags: ['pages'],
        summary: 'A page for travellers (terms, privacy, cancellation, licence, faq) in a language: staff’s text, else the default',
        params,
        querystring: infoPageQuerySchema,
        response: { 200: infoPageSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req, reply) => {
      const page = await service.publicPage(db, slugOf(req.params.slug), req.query.lang);
      // Asked again on each visit: a staff edit or a new pricing policy shows at once.
      reply.header('cache-control', 'no-cache');
      return page;
    });

    api.get('/api/admin/pages/:slug', {
      ...admin,
      schema: { tags: ['admin'], summary: 'A page for travellers in every language, with its default texts', security: bearer, params, response: { 200: adminInfoPageSchema, 404: errorSchema } },
    }, async (req) => service.adminPage(db, slugOf(req.params.slug)));

    api.put('/api/admin/pages/:slug', {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Change a page’s title and text in some languages (blank or the default: the default)',
        security: bearer,
        params,
        body: infoPageUpdateSchema,
        response: { 200: adminInfoPageSchema, 400: errorSchema, 404: errorSchema },
      },
    }, async (req) => service.savePage(db, slugOf(req.params.slug), req.body.texts, currentUser(req).id));
  };
}
