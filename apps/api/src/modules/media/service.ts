import type { Photo } from '@app/shared';
import { MEDIA_MESSAGES } from '@app/shared/media';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { preparePhoto as prepare, type PreparedPhoto, type Sizes } from './images';
import * as repo from './repo';
import type { MediaFile, MediaStore } from './store';

export type Owner = repo.Owner;

const M = MEDIA_MESSAGES;

/** Where photos are answered (decision 099): `/media/<photo id>/<width>-<digest>.webp`. */
export const MEDIA_PREFIX = '/media/';

const FILE_NAME = /^(\d{1,5})-([A-Za-z0-9_-]{8,64})\.webp$/;

function fileUrl(photoId: string, file: { width: number; digest: string }): string {
  return `${MEDIA_PREFIX}${photoId}/${file.width}-${file.digest}.webp`;
}

/** A photo as answers carry it, with addresses on this site (made absolute by the answer: decision 076). */
function toPhoto(row: repo.PhotoRow): Photo {
  const files = row.files.map((text) => {
    const [width, height, digest] = text.split(':');
    return { width: Number(width), height: Number(height), digest: digest! };
  });
  const largest = files.at(-1)!;
  return {
    _id: row.id,
    url: fileUrl(row.id, largest),
    srcset: files.map((f) => `${fileUrl(row.id, f)} ${f.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
    alt: row.alt,
    altTranslations: row.alt_translations ?? {},
    placeholder: row.placeholder,
  };
}

/** The owner's photos in order. */
export async function photosOf(db: Queryable, owner: Owner): Promise<Photo[]> {
  return (await repo.listPhotos(db, owner)).filter((row) => row.files.length > 0).map(toPhoto);
}

/** The photos of several owners of one kind (a list of drivers), by owner id, in one query. */
export async function photosOfOwners(db: Queryable, kind: Owner['kind'], ids: readonly string[]): Promise<Map<string, Photo[]>> {
  const out = new Map<string, Photo[]>();
  if (ids.length === 0) return out;
  for (const row of await repo.listPhotosOfOwners(db, kind, ids)) {
    if (row.files.length === 0) continue;
    const list = out.get(row.owner_id) ?? [];
    list.push(toPhoto(row));
    out.set(row.owner_id, list);
  }
  return out;
}

export function countPhotos(db: Queryable, owner: Owner): Promise<number> {
  return repo.countPhotos(db, owner);
}

/**
 * Pictures are made one at a time in a process: an upload costs a few hundred milliseconds of
 * libvips' threads, and a second at once would only share them (and the memory) with the first.
 */
let queue: Promise<unknown> = Promise.resolve();

/** A sent file checked and made into the photo's sizes (400 for what is not a readable picture); one at a time. */
export function preparePhoto(bytes: Buffer, sizes?: Sizes): Promise<PreparedPhoto> {
  const turn = queue.then(() => prepare(bytes, sizes));
  queue = turn.catch(() => undefined);
  return turn;
}

/** Keeps a prepared photo as the owner's last, in the caller's transaction (which holds the owner). */
export async function addPhoto(tx: Queryable, owner: Owner, prepared: PreparedPhoto, alt: string, store: MediaStore): Promise<string> {
  const largest = prepared.files.at(-1)!;
  const photoId = await repo.insertPhoto(tx, owner, { alt, width: largest.width, height: largest.height, placeholder: prepared.placeholder });
  await store.put(tx, prepared.files.map((f) => ({ ...f, photoId })));
  return photoId;
}

/** Removes one of the owner's photos and its files; 404 when the owner has no such photo. */
export async function removePhoto(tx: Queryable, owner: Owner, photoId: string, store: MediaStore): Promise<void> {
  if (!isId(photoId)) throw notFound(M.photoNotFound);
  await store.remove(tx, photoId.toLowerCase());
  forget(photoId.toLowerCase());
  if (!(await repo.deletePhoto(tx, owner, photoId.toLowerCase()))) throw notFound(M.photoNotFound);
}

/** The owner's photos in a new order: `ids` must be exactly its photos, each once (else 400). */
export async function orderPhotos(tx: Queryable, owner: Owner, ids: readonly string[]): Promise<void> {
  const current = (await repo.listPhotos(tx, owner)).map((row) => row.id);
  const wanted = ids.map((id) => (isId(id) ? id.toLowerCase() : id));
  const same = wanted.length === current.length && new Set(wanted).size === wanted.length && wanted.every((id) => current.includes(id));
  if (!same) throw badRequest(M.orderMismatch);
  await repo.setPositions(tx, owner, wanted);
}

/** Sets a photo's alt text (English, and the translations given); 404 when the owner has no such photo. */
export async function setPhotoAlt(tx: Queryable, owner: Owner, photoId: string, alt: string, translations: Record<string, string>): Promise<void> {
  if (!isId(photoId) || !(await repo.setAlt(tx, owner, photoId.toLowerCase(), alt, translations))) throw notFound(M.photoNotFound);
}

/**
 * Files served lately, kept in this process up to CACHE_BYTES: an address names its content, so a
 * kept file is never stale (a deleted photo's are dropped here; another process may serve one a
 * little longer). On PGlite every read runs on the event loop's thread, so the cards of a results
 * page are read from the database once, not once per visitor.
 */
const CACHE_BYTES = 24 * 1024 * 1024;
const cache = new Map<string, MediaFile>();
let cachedBytes = 0;

function remember(key: string, file: MediaFile): void {
  if (file.bytes.length > CACHE_BYTES / 8) return;
  cache.set(key, file);
  cachedBytes += file.bytes.length;
  for (const [oldest, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= old.bytes.length;
  }
}

function forget(photoId: string): void {
  for (const [key, file] of cache) {
    if (file.photoId !== photoId) continue;
    cache.delete(key);
    cachedBytes -= file.bytes.length;
  }
}

/** The file an address names (`/media/<id>/<width>-<digest>.webp`), or undefined. */
export async function servedFile(db: Queryable, photoId: string, name: string, store: MediaStore): Promise<MediaFile | undefined> {
  const m = FILE_NAME.exec(name);
  if (!m || !isId(photoId)) return undefined;
  const key = `${photoId.toLowerCase()}/${name}`;
  const kept = cache.get(key);
  if (kept) {
    // Most recently used last.
    cache.delete(key);
    cache.set(key, kept);
    return kept;
  }
  const file = await store.get(db, photoId.toLowerCase(), Number(m[1]), m[2]!);
  if (file) remember(key, file);
  return file;
}
