/**
 * A background loop of the server process (the outbox worker, the deposit sweeper): runs `round`
 * at once and then `pollMs` after each round ends, never two rounds at a time; a round that
 * throws is reported to `onError` and the loop goes on. Returns the stop function, which waits for
 * the round under way.
 */
export function startPollLoop(
  round: (stopped: () => boolean) => Promise<unknown>,
  opts: { pollMs: number; onError?: (error: unknown) => void; /** The first round's delay (default: at once). */ firstMs?: number },
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        await round(() => stopped);
      } catch (error) {
        opts.onError?.(error);
      }
      if (!stopped) timer = setTimeout(tick, opts.pollMs);
    })();
  };
  timer = setTimeout(tick, opts.firstMs ?? 0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
