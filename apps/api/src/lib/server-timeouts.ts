/**
 * How long the HTTP server waits for a request to arrive (issue 25, decision 072). Fastify's
 * default `requestTimeout` is 0, which lets a client send one byte every few seconds and hold a
 * connection (and its request) for ever.
 *
 * - `requestTimeout`: the whole request, headers and body, from its first byte; later, Node
 *   answers 408 (see `answerClientError`) and closes the connection.
 * - `headersTimeout`: the headers alone; held to the same limit (Node's own 60 s would be
 *   longer than a shorter request limit, which Node refuses).
 * - `connectionsCheckingInterval`: how often Node looks for requests over their limit; its 30 s
 *   default would let a trickle live up to 30 s past the limit, so a quarter of it, at most 1 s.
 *
 * Idle keep-alive connections are closed by Fastify's `keepAliveTimeout` (72 s, above common load
 * balancers' 60 s). No socket inactivity timeout (`connectionTimeout`): it would also cut an
 * answer the server is still working on.
 */
export function serverTimeouts(requestTimeoutMs: number) {
  const checkEveryMs = Math.max(25, Math.min(1_000, Math.floor(requestTimeoutMs / 4)));
  return {
    requestTimeout: requestTimeoutMs,
    http: { requestTimeout: requestTimeoutMs, headersTimeout: requestTimeoutMs, connectionsCheckingInterval: checkEveryMs },
  };
}
