import type { Queryable } from '../../db/database';

/** One stored size of a photo. */
export interface MediaFile {
  photoId: string;
  width: number;
  height: number;
  contentType: string;
  /** A digest of the bytes: part of the file's address, and its ETag. */
  digest: string;
  bytes: Buffer;
}

/**
 * Where the bytes of photos live (decision 099): the database by default (`databaseStore` in
 * repo.ts), so every API process on every machine serves every photo. Another store (an
 * S3-compatible bucket) implements these three; the photos' rows stay in the database, and a
 * store outside it writes before the row's transaction commits and removes what a rolled-back
 * or deleted photo left (its `remove`).
 */
export interface MediaStore {
  /** Keeps the files of a new photo, in the caller's transaction when the store is the database. */
  put(tx: Queryable, files: readonly MediaFile[]): Promise<void>;
  /** One size of a photo, when its digest is still the one named. */
  get(db: Queryable, photoId: string, width: number, digest: string): Promise<MediaFile | undefined>;
  /** Every size of a photo. */
  remove(tx: Queryable, photoId: string): Promise<void>;
  /** A private file's bytes (a tourist's document, decision 107), kept under its row's id. */
  putPrivate(tx: Queryable, fileId: string, bytes: Buffer): Promise<void>;
  getPrivate(db: Queryable, fileId: string): Promise<Buffer | undefined>;
  removePrivate(tx: Queryable, fileId: string): Promise<void>;
}
