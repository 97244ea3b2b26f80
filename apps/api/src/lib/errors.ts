/** An error whose status and text are meant for the client; the error plugin shapes it once. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: string[]) => new HttpError(400, message, details);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** PostgreSQL error codes the services turn into client errors. */
export const PG = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
  checkViolation: '23514',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
  /** SQLSTATE class 22, data exceptions: a value the client sent that its type cannot hold. */
  dataExceptionClass: '22',
} as const;

export function pgErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const c = (error as { constraint?: unknown } | null)?.constraint;
  return typeof c === 'string' ? c : undefined;
}
