import type { FastifyInstance } from 'fastify';
import { MEDIA_MESSAGES } from '@app/shared/media';
import { errorBody } from '../../plugins/errors';
import type { AppDeps } from '../../deps';
import * as service from './service';

/**
 * GET /media/<photo id>/<width>-<digest>.webp (decision 099): a photo's bytes. The address names
 * the content (its digest), so it is cached for a year as immutable; the ETag is the digest too.
 */
export function mediaRoutes(deps: Pick<AppDeps, 'db' | 'mediaStore'>) {
  return async function (app: FastifyInstance) {
    app.get<{ Params: { photoId: string; file: string } }>(`${service.MEDIA_PREFIX}:photoId/:file`, { schema: { hide: true } }, async (req, reply) => {
      const file = await service.servedFile(deps.db, req.params.photoId, req.params.file, deps.mediaStore);
      if (!file) return reply.code(404).send(errorBody(404, MEDIA_MESSAGES.photoNotFound));
      const etag = `"${file.digest}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff');
      const asked = req.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
      return reply.type(file.contentType).send(file.bytes);
    });
  };
}
