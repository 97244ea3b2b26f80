import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, codeOfSentence, type MessageParams } from '@app/shared';
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
  [PG.uniqueViolation]: 409,
  [PG.exclusionViolation]: 409,
  [PG.foreignKeyViolation]: 409,
};

/**
 * The status for a database error caused by what the client sent: every data exception
 * (SQLSTATE class 22: bad text for a type, a value out of range, an impossible time) is a 400,
 * and the integrity violations above are 400 or 409. Anything else is the server's fault.
 */
export function clientStatusOfDatabaseError(code: string | undefined): number | undefined {
  if (!code) return undefined;
  if (code.startsWith(PG.dataExceptionClass)) return 400;
  return PG_CLIENT_ERRORS[code];
}

/** The catalog code of a status whose sentence is not one of ours (a framework's own words). */
const FALLBACK_CODES: Record<number, string> = {
  400: 'api.invalidValue',
  401: 'api.unauthorized',
  403: 'api.forbidden',
  404: 'api.notFound',
  409: 'api.dataConflict',
  413: 'api.bodyTooLarge',
  414: 'api.uriTooLong',
  408: 'api.requestTimeout',
  415: 'api.unsupportedMediaType',
  429: 'api.tooManyRequests',
};

interface Coded {
  code: string;
  params?: MessageParams;
}

/** The stable code (and values) of an English sentence, so clients can show it in their language. */
export function codedSentence(text: string, status: number): Coded {
  return codeOfSentence(text) ?? { code: FALLBACK_CODES[status] ?? (status >= 500 ? 'api.internal' : 'api.requestFailed') };
}

/**
 * The body of every error: the English sentence (`error`, and `details` for the original client),
 * each with its catalog `code` and `params` (`code`/`params`, and `detailCodes` in the order of
 * `details`), which the web app shows in the visitor's language.
 */
export function errorBody(status: number, error: string, details?: readonly string[]) {
  const coded = codedSentence(error, status);
  return {
    error,
    code: coded.code,
    ...(coded.params ? { params: coded.params } : {}),
    ...(details ? { details: [...details], detailCodes: details.map((d) => codedSentence(d, 400)) } : {}),
  };
}

/**
 * Errors Node meets on the socket, outside any route: a request that took longer than
 * REQUEST_TIMEOUT_MS to arrive (408), headers too large (431) or bytes that are not HTTP (400).
 * Answered in the API's error shape, unless an answer has already begun on that connection (it
 * would corrupt it); then the connection is closed either way.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !answering?.headersSent) {
    const body = JSON.stringify(errorBody(status, status === 408 ? MESSAGES.api.requestTimeout : MESSAGES.api.requestFailed));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error shape for every answer: `{ error, code, details? }` with a JSON body, whatever went wrong. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = [...new Set(error.validation.map((v) => v.message ?? MESSAGES.api.invalidValue))];
      const title = request.routeOptions.config.validationError ?? details[0] ?? MESSAGES.api.validationFailed;
      return reply.code(400).send(errorBody(400, title, details));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.details));
    }
    const pgCode = pgErrorCode(error);
    const pgStatus = clientStatusOfDatabaseError(pgCode);
    if (pgStatus) {
      request.log.warn({ pgCode }, 'database refused the request');
      return reply.code(pgStatus).send(errorBody(pgStatus, pgStatus === 400 ? MESSAGES.api.invalidValue : MESSAGES.api.dataConflict));
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
      return reply.code(status).send(errorBody(status, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, MESSAGES.api.internal));
  });
}
