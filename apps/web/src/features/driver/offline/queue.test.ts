import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@app/shared';
import type { HandoverRequest } from '../../../lib/handovers-api';
import { booking } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/render';
import { discardChange, drainQueue, handoverSender, loadQueue, queueSnapshot, withWaiting } from './queue';

/**
 * The handover and return forms on the driver's phone without signal (decision 113): kept in
 * IndexedDB with the photos not yet uploaded, sent photos first when the network returns, under
 * the form's own key.
 */

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });
const picture = (text: string) => ({ bytes: new TextEncoder().encode(text).buffer as ArrayBuffer, type: 'image/jpeg', name: `${text}.jpg` });
const request = (over: Partial<HandoverRequest> = {}): HandoverRequest => ({
  bookingId: 'b1',
  kind: 'handover',
  key: 'form-key-1',
  form: { odometerKm: 48_210, fuelEighths: 6, marks: [], signature: 'data:image/png;base64,iVBORw0KGgo=' },
  photos: { front: picture('front'), back: 'photo-back', left: picture('left'), right: 'photo-right' },
  ...over,
});
const recorded = { bookingId: 'b1', handover: { _id: 'h1' }, return: null, comparison: null, charges: [] };

beforeEach(async () => {
  localStorage.setItem('authToken', 'header.payload.signature');
  await loadQueue();
  for (const item of queueSnapshot()) await discardChange(item.seq);
});
afterEach(() => setOnline(true));

describe('handover and return forms kept on the phone (decision 113)', () => {
  it('offline: the form is kept with its photos (not on screen in memory) and the trip shows the step', async () => {
    setOnline(false);
    const fetch = mockFetch(() => json({}));
    expect(await handoverSender('u1')(request())).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    const [item] = queueSnapshot();
    expect(item).toMatchObject({ key: 'form-key-1', userId: 'u1', bookingId: 'b1', change: { kind: 'handover', form: 'handover', photos: { back: 'photo-back' } } });
    // The screens' copy holds no picture bytes; IndexedDB does.
    expect(item!.change.kind === 'handover' && typeof item!.change.photos.front === 'object' && item!.change.photos.front.bytes.byteLength).toBe(0);
    const trip = { ...booking(), _id: 'b1', bookingStatus: 'confirmed', odometer: { pickupKm: null, returnKm: null } } as Booking;
    expect(withWaiting([trip], queueSnapshot())[0]).toMatchObject({ bookingStatus: 'picked_up', odometer: { pickupKm: 48_210, returnKm: null } });
    const back = { ...trip, bookingStatus: 'en_route' } as Booking;
    expect(withWaiting([back], [{ ...item!, change: { ...(item!.change as Extract<typeof item.change, { kind: 'handover' }>), form: 'return' } }])[0]).toMatchObject({ bookingStatus: 'completed', odometer: { returnKm: 48_210 } });
  });

  it('back online: the kept photos go first, each once even when a round is cut short, then the form with its key', async () => {
    setOnline(false);
    await handoverSender('u1')(request());
    setOnline(true);
    const uploads: string[] = [];
    let cut = true;
    const fetch = mockFetch(async (url, init) => {
      if (url.pathname === '/api/bookings/b1/inspection-photos') {
        const file = (init.body as FormData).get('file') as File;
        if (file.name === 'left.jpg' && cut) {
          cut = false;
          throw new TypeError('Failed to fetch');
        }
        uploads.push(`${file.name}:${await file.text()}`);
        return json({ _id: `id-${file.name}` }, 201);
      }
      if (url.pathname === '/api/bookings/b1/handover') return json(recorded, 201);
      return json({ error: 'Not Found' }, 404);
    });
    expect(await drainQueue('u1')).toBe(0);
    expect(uploads).toEqual(['front.jpg:front']);
    // The uploaded photo is kept by its id: the next round does not send it again.
    const waiting = queueSnapshot()[0]!;
    expect(waiting.failure).toBeUndefined();
    expect(waiting.change.kind === 'handover' && waiting.change.photos.front).toBe('id-front.jpg');

    expect(await drainQueue('u1')).toBe(1);
    expect(uploads).toEqual(['front.jpg:front', 'left.jpg:left']);
    expect(queueSnapshot()).toEqual([]);
    const form = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/bookings/b1/handover'))!;
    expect((form[1]!.headers as Record<string, string>)['Idempotency-Key']).toBe('form-key-1');
    expect(JSON.parse(String(form[1]!.body))).toEqual({
      odometerKm: 48_210,
      fuelEighths: 6,
      marks: [],
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      photos: { front: 'id-front.jpg', back: 'photo-back', left: 'id-left.jpg', right: 'photo-right' },
    });
  });

  it('a form the server refuses (the office cancelled the trip) stays with its reason until discarded; others wait behind nothing', async () => {
    setOnline(false);
    await handoverSender('u1')(request());
    setOnline(true);
    mockFetch(() => json({ error: 'A vehicle is handed over only on a confirmed booking.', code: 'handoversApi.handoverNotNow' }, 409, 'Conflict'));
    expect(await drainQueue('u1')).toBe(0);
    const [refused] = queueSnapshot();
    expect(refused!.failure).toMatchObject({ status: 409, code: { code: 'handoversApi.handoverNotNow' } });
    await discardChange(refused!.seq);
    expect(queueSnapshot()).toEqual([]);
  });

  it('online with nothing waiting: sent at once (photos kept after a lost upload first), answering what was recorded', async () => {
    const fetch = mockFetch((url) => (url.pathname.endsWith('/inspection-photos') ? json({ _id: 'id-x' }, 201) : json(recorded, 201)));
    expect(await handoverSender('u1')(request({ kind: 'return' }))).toEqual(recorded);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toEqual([
      '/api/bookings/b1/inspection-photos',
      '/api/bookings/b1/inspection-photos',
      '/api/bookings/b1/return',
    ]);
    expect(queueSnapshot()).toEqual([]);
  });

  it('no answer while sending: kept with the photos uploaded so far, under the same key', async () => {
    mockFetch((url) => {
      if (url.pathname.endsWith('/inspection-photos')) return json({ _id: 'id-up' }, 201);
      throw new TypeError('Failed to fetch');
    });
    expect(await handoverSender('u1')(request())).toBeNull();
    const [kept] = queueSnapshot();
    expect(kept).toMatchObject({ key: 'form-key-1', change: { photos: { front: 'id-up', left: 'id-up', back: 'photo-back' } } });
  });
});
