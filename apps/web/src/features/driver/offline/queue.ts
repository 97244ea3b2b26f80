import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Booking, PaymentCurrency } from '@app/shared';
import type { BookingInspections, HandoverKind, VehicleSide } from '@app/shared/handovers';
import { ApiError, api, isApiError, type SentenceCode } from '../../../lib/api';
import { uploadInspectionPhoto, type HandoverRequest, type KeptPhoto } from '../../../lib/handovers-api';
import { randomUuid } from '../../../lib/uuid';
import type { DriverStep } from '../trip-status';

/**
 * The driver's changes kept on the phone while it has no network (decision 113): trip steps,
 * odometer readings, cash and the handover and return forms (with the photos taken offline), in
 * IndexedDB, sent in the order they were made once the network returns. Each carries the Idempotency-Key it was first tried with, so a change whose answer was
 * lost is recorded once however often it is sent. A change the server refuses stays, with the
 * server's reason, until the driver discards it.
 */

/** What the driver did. */
export type DriverChange =
  | { kind: 'status'; status: DriverStep }
  | { kind: 'odometer'; readings: { pickupKm?: number; returnKm?: number } }
  | { kind: 'cash'; amount: number; currency: PaymentCurrency }
  /** A handover or return form; a photo not uploaded yet is kept as its bytes, uploaded first when sent. */
  | { kind: 'handover'; form: HandoverKind; input: HandoverRequest['form']; photos: Record<VehicleSide, string | KeptPhoto> };

/** The server's refusal, kept as the API client reads it (so it shows in the driver's language). */
export interface KeptFailure {
  status: number;
  statusText: string;
  serverMessage?: string;
  details?: string[];
  code?: SentenceCode;
}

export interface QueuedChange {
  /** The order it was made in (IndexedDB's key). */
  seq: number;
  /** Sent as Idempotency-Key. */
  key: string;
  /** Whose change: only the signed-in driver's are sent. */
  userId: string;
  bookingId: string;
  change: DriverChange;
  at: number;
  failure?: KeptFailure;
}

/** Answered instead of the server's answer when a change is kept for later. */
export interface Kept {
  kept: true;
}
export const isKept = (value: unknown): value is Kept => typeof value === 'object' && value !== null && (value as Kept).kept === true;

interface QueueDb extends DBSchema {
  changes: { key: number; value: QueuedChange };
}

const DB_NAME = 'lankaride-driver';
let dbPromise: Promise<IDBPDatabase<QueueDb>> | null = null;
const database = () =>
  (dbPromise ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('changes', { keyPath: 'seq', autoIncrement: true });
    },
  }));

// The queue as the screens see it (useSyncExternalStore): a copy of the store, kept in step.
let items: readonly QueuedChange[] = [];
const listeners = new Set<() => void>();
function publish(next: readonly QueuedChange[]) {
  items = next;
  listeners.forEach((listener) => listener());
}
export const queueSnapshot = () => items;
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A kept photo's bytes stay in IndexedDB: the screens' copy of the queue does not hold them. */
const light = (item: QueuedChange): QueuedChange =>
  item.change.kind === 'handover'
    ? { ...item, change: { ...item.change, photos: mapPhotos(item.change.photos, (photo) => (typeof photo === 'string' ? photo : { ...photo, bytes: new ArrayBuffer(0) })) } }
    : item;

function mapPhotos<A, B>(photos: Record<VehicleSide, A>, f: (photo: A) => B): Record<VehicleSide, B> {
  return Object.fromEntries(Object.entries(photos).map(([side, photo]) => [side, f(photo as A)])) as Record<VehicleSide, B>;
}

/** Reads what an earlier visit left (a reload, a phone restarted offline). */
export async function loadQueue(): Promise<void> {
  publish((await (await database()).getAll('changes')).map(light));
}

/** The request a change is: its path, method and body. */
function requestOf(item: Pick<QueuedChange, 'bookingId' | 'change'>) {
  const trip = `/api/drivers/bookings/${encodeURIComponent(item.bookingId)}`;
  const { change } = item;
  if (change.kind === 'status') return { path: `${trip}/status`, method: 'PATCH' as const, body: { status: change.status } };
  if (change.kind === 'odometer') return { path: `${trip}/odometer`, method: 'PUT' as const, body: change.readings };
  if (change.kind === 'handover') {
    const form = `/api/bookings/${encodeURIComponent(item.bookingId)}/${change.form}`;
    return { path: form, method: 'POST' as const, body: { ...change.input, photos: change.photos } };
  }
  return { path: `${trip}/cash`, method: 'POST' as const, body: { amount: change.amount, currency: change.currency } };
}

type Sendable = Pick<QueuedChange, 'bookingId' | 'change' | 'key'>;

/**
 * Sends a change. A form's photos kept on the phone are uploaded first, one by one; after each,
 * `uploaded` gets the change with that photo's id instead of its bytes, so a round cut short does
 * not upload it again.
 */
async function send<T>(item: Sendable, uploaded: (change: DriverChange) => Promise<void> = async () => undefined): Promise<T> {
  let { change } = item;
  if (change.kind === 'handover') {
    for (const [side, photo] of Object.entries(change.photos) as [VehicleSide, string | KeptPhoto][]) {
      if (typeof photo === 'string') continue;
      const id = await uploadInspectionPhoto(item.bookingId, new Blob([photo.bytes], { type: photo.type }), photo.name);
      change = { ...change, photos: { ...change.photos, [side]: id } };
      await uploaded(change);
    }
  }
  const { path, method, body } = requestOf({ ...item, change });
  return api<T>(path, { method, body, auth: true, headers: { 'Idempotency-Key': item.key } });
}

/** No answer at all (no network, the connection dropped) or the server's own trouble: try again later. */
const worthRetrying = (error: unknown) => !isApiError(error) || error.status >= 500 || error.status === 401 || error.status === 429;

async function keep(item: Omit<QueuedChange, 'seq'>): Promise<Kept> {
  const db = await database();
  // The store numbers it (autoIncrement); read back so the screens list it at once.
  await db.add('changes', item as QueuedChange);
  await loadQueue();
  return { kept: true };
}

/**
 * Sends a change now, or keeps it for later: when the phone is offline, when earlier changes are
 * still waiting (they go first), or when the request gets no answer (then with the key it was
 * sent with, so if it did arrive it is not recorded again). A refusal is the caller's to show.
 */
export async function sendOrKeep<T>(userId: string, bookingId: string, change: DriverChange, key: string = randomUuid()): Promise<T | Kept> {
  const item = { key, userId, bookingId, change, at: Date.now() };
  const waiting = items.some((queued) => queued.userId === userId && !queued.failure);
  if (waiting || (typeof navigator !== 'undefined' && navigator.onLine === false)) return keep(item);
  try {
    return await send<T>(item, async (sent) => {
      item.change = sent;
    });
  } catch (error) {
    if (worthRetrying(error) && !(isApiError(error) && error.status === 401)) return keep(item);
    throw error;
  }
}

/**
 * The handover and return form of the driver's area (HandoverForm's `send`): sent now, photos kept
 * on the phone uploaded first, or kept with them for later under the form's own key.
 */
export function handoverSender(userId: string) {
  return async (request: HandoverRequest): Promise<BookingInspections | null> => {
    const answer = await sendOrKeep<BookingInspections>(userId, request.bookingId, { kind: 'handover', form: request.kind, input: request.form, photos: request.photos }, request.key);
    return isKept(answer) ? null : answer;
  };
}

let draining: Promise<number> | null = null;

/**
 * Sends the signed-in driver's waiting changes in order. Each sent one leaves the queue; each the
 * server refuses stays with its reason and the next is sent; no answer stops the round (the rest
 * wait for the network). Resolves to how many the server took. One round at a time.
 */
export function drainQueue(userId: string): Promise<number> {
  draining ??= (async () => {
    let sent = 0;
    try {
      const db = await database();
      for (const stored of await db.getAll('changes')) {
        if (stored.userId !== userId || stored.failure) continue;
        // With the photos uploaded so far: a refusal or the next round starts from them.
        let item = stored;
        try {
          await send(item, async (change) => {
            item = { ...item, change };
            await db.put('changes', item);
          });
          await db.delete('changes', item.seq);
          sent++;
        } catch (error) {
          if (worthRetrying(error)) break;
          const e = error as ApiError;
          await db.put('changes', { ...item, failure: { status: e.status, statusText: e.statusText, serverMessage: e.serverMessage, details: e.details, code: e.code } });
        }
      }
    } finally {
      await loadQueue();
      draining = null;
    }
    return sent;
  })();
  return draining;
}

/** The driver gives up a refused change: it leaves the phone. */
export async function discardChange(seq: number): Promise<void> {
  await (await database()).delete('changes', seq);
  await loadQueue();
}

/** A kept refusal as the error the API client would have thrown (errorText shows it). */
export const failureError = (failure: KeptFailure) => new ApiError(failure.status, failure.statusText, failure.serverMessage, failure.details, { code: failure.code });

/**
 * The trips as the server will have them once the waiting changes arrive: a step or a reading
 * made offline shows on its card at once, and stays when the trips are read again from the
 * service worker's copy before the change is sent.
 */
export function withWaiting(bookings: Booking[], waiting: readonly QueuedChange[]): Booking[] {
  const pending = waiting.filter((item) => !item.failure);
  if (pending.length === 0) return bookings;
  return bookings.map((booking) =>
    pending
      .filter((item) => item.bookingId === booking._id)
      .reduce<Booking>((trip, { change }) => {
        if (change.kind === 'status') return { ...trip, bookingStatus: change.status };
        if (change.kind === 'handover') {
          const km = change.input.odometerKm;
          const odometer = trip.odometer && (change.form === 'handover' ? { ...trip.odometer, pickupKm: km } : { ...trip.odometer, returnKm: km });
          return { ...trip, bookingStatus: change.form === 'handover' ? 'picked_up' : 'completed', ...(odometer ? { odometer } : {}) };
        }
        if (change.kind === 'odometer' && trip.odometer) {
          return { ...trip, odometer: { pickupKm: change.readings.pickupKm ?? trip.odometer.pickupKm, returnKm: change.readings.returnKm ?? trip.odometer.returnKm } };
        }
        return trip;
      }, booking),
  );
}
