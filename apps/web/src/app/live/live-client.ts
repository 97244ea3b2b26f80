import { LIVE, type LiveEvent, type LiveTicket } from '@app/shared';
import { api, isApiError } from '../../lib/api';

export interface LiveHandlers {
  /** A change the signed-in user may see. */
  onChange(event: LiveEvent): void;
  /**
   * Everything shown should be read again: more was missed than the server keeps, or a first
   * connection began to follow (what the page read before it opened may already be stale: a
   * change committed between that read and the stream's start is in no replay).
   */
  onReset(): void;
}

/** The longest wait between two attempts while the server cannot be reached. */
const MAX_RETRY_MS = 30_000;

/**
 * Follows `GET /api/events` (decision 109) for as long as it is not stopped: each connection is
 * opened with a fresh single-use ticket (the token never goes in a URL) and resumes after the
 * last event seen, so a reconnect (the server restarted, the network dropped) replays what was
 * missed. The browser's own reconnect would reuse a spent ticket, so every error closes the
 * source and this loop opens the next one. Answers the function that stops it.
 */
export function followLiveChanges(handlers: LiveHandlers, opts: { createSource?: (url: string) => EventSource } = {}): () => void {
  // A browser without EventSource (or a test page without one) simply gets no live changes.
  if (!opts.createSource && typeof EventSource === 'undefined') return () => {};
  const createSource = opts.createSource ?? ((url: string) => new EventSource(url));
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  let failures = 0;

  const later = () => {
    if (stopped) return;
    const wait = Math.min(MAX_RETRY_MS, LIVE.retryMs * 2 ** Math.min(failures, 4));
    failures++;
    timer = setTimeout(() => void connect(), wait);
  };

  const remember = (event: MessageEvent) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    let ticket: LiveTicket;
    try {
      ticket = await api<LiveTicket>('/api/events/ticket', { method: 'POST', auth: true });
    } catch (error) {
      // Signed out (401): the app's handler ends the session, and with it this loop.
      if (isApiError(error) && error.status === 401) return;
      later();
      return;
    }
    if (stopped) return;
    const query = new URLSearchParams({ ticket: ticket.ticket, ...(lastEventId ? { lastEventId } : {}) });
    const opened = createSource(`/api/events?${query.toString()}`);
    source = opened;
    opened.addEventListener('ready', (event) => {
      failures = 0;
      remember(event as MessageEvent);
      handlers.onReset();
    });
    opened.addEventListener('reset', (event) => {
      failures = 0;
      remember(event as MessageEvent);
      handlers.onReset();
    });
    opened.onmessage = (event) => {
      failures = 0;
      remember(event);
      try {
        handlers.onChange(JSON.parse(event.data as string) as LiveEvent);
      } catch {
        /* not an event of ours */
      }
    };
    opened.onerror = () => {
      opened.close();
      if (source === opened) source = null;
      later();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
