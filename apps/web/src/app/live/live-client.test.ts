import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE, type LiveEvent } from '@app/shared';
import { json, mockFetch } from '../../test/render';
import { followLiveChanges } from './live-client';

/** The part of an EventSource the client uses, driven by the test as the server would. */
class FakeSource {
  readonly listeners = new Map<string, (event: MessageEvent) => void>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data = '{}') {
    const event = new MessageEvent(type, { data, lastEventId: id });
    if (type === 'message') this.onmessage?.(event);
    else this.listeners.get(type)?.(event);
  }
}

describe('followLiveChanges', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('opens each connection with a fresh ticket, and resumes after the last event it saw', async () => {
    vi.useFakeTimers();
    localStorage.setItem('authToken', 'a.b.c');
    let n = 0;
    const fetch = mockFetch(() => json({ ticket: `t${++n}`, expiresAt: new Date().toISOString() }, 201));
    const sources: FakeSource[] = [];
    const changes: LiveEvent[] = [];
    const resets = vi.fn();
    const stop = followLiveChanges({ onChange: (e) => changes.push(e), onReset: resets }, { createSource: (url) => sources[sources.push(new FakeSource(url)) - 1] as unknown as EventSource });
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    // The token goes in a header of the ticket's POST, never in the stream's URL.
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a.b.c');
    expect(sources[0]!.url).toBe('/api/events?ticket=t1');

    // A first connection follows from now: what the page read before it may be stale, so it is read again once.
    sources[0]!.emit('ready', '7');
    expect(resets).toHaveBeenCalledOnce();
    sources[0]!.emit('message', '8', JSON.stringify({ bookingId: 'b1', change: 'booking.created', byBooker: true }));
    expect(changes).toEqual([{ bookingId: 'b1', change: 'booking.created', byBooker: true }]);

    // The server went away: the source is closed (its own retry would reuse a spent ticket).
    sources[0]!.onerror?.();
    expect(sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(LIVE.retryMs);
    await vi.waitFor(() => expect(sources).toHaveLength(2));
    expect(sources[1]!.url).toBe('/api/events?ticket=t2&lastEventId=8');

    sources[1]!.emit('reset', '20');
    expect(resets).toHaveBeenCalledTimes(2);
    stop();
    expect(sources[1]!.closed).toBe(true);
  });
});
