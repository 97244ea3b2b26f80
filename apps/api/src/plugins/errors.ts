import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@app/shared';
import { HttpError, PG, pgErrorCode } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Text of `error` on a 400 from schema validation; default: the first problem's sentence. */
    validationError?: string;
  }
}

/** Client-caused database errors that slipped past validation still answer 4xx, never 500. */
const PG_CLIENT_ERRORS: Record<string, number> = {
  [PG.checkViolation]: 400,
  [PG.notNullViolation]: 400,
  [PG.invalidTextRepresentation]: 400,
  [PG.stringTooLong]: 400,
  [PG.numericOutOfRange]: 400,
  [PG.datetimeOverflow]: 400,
  [PG.invalidDatetimeFormat]: 400,
  [PG.characterNotInRepertoire]: 400,
  [PG.untranslatableCharacter]: 400,
  [PG.uniqueViolation]: 409,
  [PG.exclusionViolation]: 409,
  [PG.foreignKeyViolation]: 409,
};

/** One error shape for every answer: `{ error, details? }` with a JSON body, whatever went wrong. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = [...new Set(error.validation.map((v) => v.message))];
      const title = request.routeOptions.config.validationError ?? details[0] ?? MESSAGES.api.validationFailed;
      return reply.code(400).send({ error: title, details });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(error.details ? { error: error.message, details: error.details } : { error: error.message });
    }
    const pgCode = pgErrorCode(error);
    if (pgCode && PG_CLIENT_ERRORS[pgCode]) {
      request.log.warn({ pgCode }, 'database refused a write');
      return reply.code(PG_CLIENT_ERRORS[pgCode]).send({ error: 'The request conflicts with the data or breaks a rule of it.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? MESSAGES.api.bodyTooLarge
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? MESSAGES.api.unsupportedMediaType
            : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? MESSAGES.api.badJson
              : status === 429
                ? MESSAGES.api.tooManyRequests
                : error.message;
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: MESSAGES.api.internal });
  });
}
