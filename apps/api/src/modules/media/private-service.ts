import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '@app/shared/documents';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { pictureTypeOf, printableJpeg } from './images';
import { checkPdf, isPdf } from './pdf';
import * as repo from './repo';
import { preparePhoto } from './service';
import type { MediaStore } from './store';

/**
 * Private files (decision 107): a tourist's documents. Checked by their bytes like the fleet's
 * photos (decision 099): a picture goes through the same pipeline (upright, without EXIF, GPS or
 * ICC, one WebP wide enough to read a licence), a PDF is checked (pdf.ts) and kept as sent.
 * They have no public address: their owner's module answers them to who may read them.
 */

export type PrivateOwner = repo.PrivateOwner;

export interface PreparedPrivateFile {
  contentType: 'image/webp' | 'application/pdf';
  bytes: Buffer;
}

export interface PrivateFile extends PreparedPrivateFile {
  id: string;
  owner: PrivateOwner;
}

const DOCUMENT_SIZES = { widths: [DOCUMENT_LIMITS.pictureWidth], quality: 85 } as const;

/** A sent file checked by its bytes: a picture (made into one clean WebP) or a sound PDF; 400 for anything else. */
export async function preparePrivateFile(bytes: Buffer): Promise<PreparedPrivateFile> {
  if (isPdf(bytes)) {
    checkPdf(bytes);
    return { contentType: 'application/pdf', bytes };
  }
  if (!pictureTypeOf(bytes)) throw badRequest(DOCUMENT_MESSAGES.notAFile);
  const picture = await preparePhoto(bytes, DOCUMENT_SIZES);
  return { contentType: 'image/webp', bytes: picture.files.at(-1)!.bytes };
}

/**
 * A sent picture only (a vehicle's side, a signature), made into one clean WebP at most `width`
 * wide; 400 with `notAPicture` for anything else, PDFs included.
 */
export async function preparePrivatePicture(bytes: Uint8Array, opts: { width: number; notAPicture: string }): Promise<PreparedPrivateFile> {
  if (!pictureTypeOf(bytes)) throw badRequest(opts.notAPicture);
  const picture = await preparePhoto(Buffer.from(bytes), { widths: [opts.width], quality: 80 });
  return { contentType: 'image/webp', bytes: picture.files.at(-1)!.bytes };
}

/** The owners of these private files, by id (the ones that exist): a form checks the files it names are its own. */
export function privateFileOwners(db: Queryable, ids: readonly string[]): Promise<Map<string, PrivateOwner>> {
  const valid = [...new Set(ids.filter(isId).map((id) => id.toLowerCase()))];
  return repo.findPrivateFileOwners(db, valid);
}

/** Keeps a prepared file for its owner, in the caller's transaction; answers its id. */
export async function addPrivateFile(tx: Queryable, owner: PrivateOwner, file: PreparedPrivateFile, store: MediaStore): Promise<string> {
  const id = await repo.insertPrivateFile(tx, owner, { contentType: file.contentType, size: file.bytes.length });
  await store.putPrivate(tx, id, file.bytes);
  return id;
}

/** A private file with its bytes, or undefined. The caller checks who asks. */
export async function privateFile(db: Queryable, id: string, store: MediaStore): Promise<PrivateFile | undefined> {
  if (!isId(id)) return undefined;
  const row = await repo.findPrivateFile(db, id.toLowerCase());
  if (!row) return undefined;
  const bytes = await store.getPrivate(db, row.id);
  return bytes && { id: row.id, owner: { kind: row.owner_kind, id: row.owner_id }, contentType: row.content_type, bytes };
}

/**
 * A private picture (an inspection photo, a signature) as a JPEG at most `width` pixels wide, for a
 * PDF the owner's module makes; undefined when there is none or it is no picture. The caller
 * checks who asks.
 */
export async function privatePictureForPrint(db: Queryable, id: string, store: MediaStore, width: number): Promise<Buffer | undefined> {
  const file = await privateFile(db, id, store);
  if (!file || file.contentType !== 'image/webp') return undefined;
  return printableJpeg(file.bytes, width);
}

/**
 * The private files of a kind made before `before`, by id after `afterId` (a page of at most
 * `limit`): the candidates of its owner's sweep (decision 112: inspection photos no form named).
 */
export function privateFilesMadeBefore(db: Queryable, kind: PrivateOwner['kind'], before: Date, page: { afterId: string | null; limit: number }): Promise<{ id: string; ownerId: string; createdAt: Date }[]> {
  return repo.findPrivateFilesMadeBefore(db, kind, before.toISOString(), page.afterId, page.limit);
}

/** Deletes a private file and its bytes; false when there was none. */
export async function removePrivateFile(tx: Queryable, id: string, store: MediaStore): Promise<boolean> {
  await store.removePrivate(tx, id);
  return repo.deletePrivateFile(tx, id);
}
