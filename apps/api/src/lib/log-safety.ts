/** 13 to 19 digits, optionally split by spaces or dashes: the shape of a payment card number. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

/** Keeps the last four digits of anything card-like, so logs can never hold a full card number. */
export function maskCardNumbers(text: string): string {
  return text.replace(CARD_LIKE, (match) => `[card ****${match.replace(/\D/g, '').slice(-4)}]`);
}

/**
 * Paths whose last part is a credential: a driver's calendar feed (decision 108) and a private
 * file's signed address (decision 107). Logged without it, so a log reader can open neither.
 */
const SECRET_PATHS = /^(\/api\/(?:calendar|document-files)\/)[^?#]*/;

/** The url as a log line may hold it: a secret path's key replaced, the rest as it was. */
export function redactPathSecrets(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]');
}

/**
 * Error fields that may carry what a client sent or what is stored: the SQL text and its
 * parameters (PGlite attaches both), and PostgreSQL's detail and context lines, which quote row
 * values ("Key (email)=(...) already exists"). Log lines keep the message, code and stack.
 */
const ERROR_FIELDS_KEPT_OUT = new Set(['query', 'params', 'queryOptions', 'detail', 'where', 'internalQuery', 'hint', 'parameters', 'values']);

/** The pino `err` serializer: the standard one, minus the fields above. */
export function safeErrorSerializer<T extends object>(serialize: (error: Error) => T) {
  return (error: Error): T => {
    const out = serialize(error) as T & Record<string, unknown>;
    for (const key of Object.keys(out)) if (ERROR_FIELDS_KEPT_OUT.has(key)) delete out[key];
    return out;
  };
}

/** A request's URL as log lines carry it: card-like numbers masked, credentials in paths left out. */
export function loggedUrl(url: string): string {
  return maskCardNumbers(redactPathSecrets(url));
}
