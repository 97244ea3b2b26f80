import type { Queryable } from '../../db/database';
import type { MediaFile, MediaStore } from './store';

export interface PhotoRow {
  id: string;
  position: number;
  alt: string;
  alt_translations: Record<string, string>;
  width: number;
  height: number;
  placeholder: string;
  /** Each size as `width:height:digest`, narrowest first. */
  files: string[];
}

export interface Owner {
  kind: 'vehicle' | 'driver' | 'tour';
  id: string;
}

/** An owner's photos in their order, with the sizes kept of each. */
export async function listPhotos(db: Queryable, owner: Owner): Promise<PhotoRow[]> {
  return db.query<PhotoRow>(
    `SELECT p.id, p.position, p.alt, p.alt_translations, p.width, p.height, p.placeholder,
       ARRAY(SELECT f.width || ':' || f.height || ':' || f.digest FROM media_files f WHERE f.photo_id = p.id ORDER BY f.width) AS files
     FROM media_photos p WHERE p.owner_kind = $1 AND p.owner_id = $2
     ORDER BY p.position, p.created_at, p.id`,
    [owner.kind, owner.id],
  );
}

/** The photos of several owners of one kind, in one query: each row names its owner. */
export async function listPhotosOfOwners(db: Queryable, kind: Owner['kind'], ids: readonly string[]): Promise<(PhotoRow & { owner_id: string })[]> {
  return db.query<PhotoRow & { owner_id: string }>(
    `SELECT p.owner_id, p.id, p.position, p.alt, p.alt_translations, p.width, p.height, p.placeholder,
       ARRAY(SELECT f.width || ':' || f.height || ':' || f.digest FROM media_files f WHERE f.photo_id = p.id ORDER BY f.width) AS files
     FROM media_photos p WHERE p.owner_kind = $1 AND p.owner_id = ANY($2::uuid[])
     ORDER BY p.owner_id, p.position, p.created_at, p.id`,
    [kind, ids],
  );
}

export async function countPhotos(db: Queryable, owner: Owner): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_photos WHERE owner_kind = $1 AND owner_id = $2', [owner.kind, owner.id]);
  return rows[0]?.n ?? 0;
}

/** A new photo's row, after the owner's others. */
export async function insertPhoto(
  db: Queryable,
  owner: Owner,
  photo: { alt: string; width: number; height: number; placeholder: string },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO media_photos (owner_kind, owner_id, position, alt, width, height, placeholder)
     VALUES ($1, $2, (SELECT coalesce(max(position) + 1, 0) FROM media_photos WHERE owner_kind = $1 AND owner_id = $2), $3, $4, $5, $6)
     RETURNING id`,
    [owner.kind, owner.id, photo.alt, photo.width, photo.height, photo.placeholder],
  );
  return rows[0]!.id;
}

/** Removes the owner's photo; false when it has no such photo. */
export async function deletePhoto(db: Queryable, owner: Owner, photoId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM media_photos WHERE id = $1 AND owner_kind = $2 AND owner_id = $3 RETURNING id', [photoId, owner.kind, owner.id]);
  return rows.length > 0;
}

/** Positions 0..n-1 in the order of `ids` (every photo of the owner, checked by the caller). */
export async function setPositions(db: Queryable, owner: Owner, ids: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE media_photos p SET position = o.position - 1
     FROM unnest($3::uuid[]) WITH ORDINALITY AS o(id, position)
     WHERE p.id = o.id AND p.owner_kind = $1 AND p.owner_id = $2`,
    [owner.kind, owner.id, [...ids]],
  );
}

/** Sets a photo's alt text; false when the owner has no such photo. */
export async function setAlt(db: Queryable, owner: Owner, photoId: string, alt: string, translations: Record<string, string>): Promise<boolean> {
  const rows = await db.query(
    'UPDATE media_photos SET alt = $4, alt_translations = $5::jsonb WHERE id = $1 AND owner_kind = $2 AND owner_id = $3 RETURNING id',
    [photoId, owner.kind, owner.id, alt, JSON.stringify(translations)],
  );
  return rows.length > 0;
}

/**
 * The photos' bytes in the database, beside their rows (the default store). They cross as base64
 * text: PGlite converts a bytea parameter or value byte by byte in JavaScript (110 ms for 100 kB
 * written, 35 ms read, on its thread), base64 in 6 ms; on PostgreSQL it costs a third more bytes.
 */
export const databaseStore: MediaStore = {
  async put(tx, files) {
    for (const f of files) {
      await tx.query(
        "INSERT INTO media_files (photo_id, width, height, content_type, digest, bytes) VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))",
        [f.photoId, f.width, f.height, f.contentType, f.digest, f.bytes.toString('base64')],
      );
    }
  },
  async get(db, photoId, width, digest) {
    const rows = await db.query<{ width: number; height: number; content_type: string; digest: string; bytes: string }>(
      "SELECT width, height, content_type, digest, encode(bytes, 'base64') AS bytes FROM media_files WHERE photo_id = $1 AND width = $2 AND digest = $3",
      [photoId, width, digest],
    );
    const r = rows[0];
    if (!r) return undefined;
    // PostgreSQL's base64 breaks lines every 76 characters; Node's decoder skips them.
    return { photoId, width: r.width, height: r.height, contentType: r.content_type, digest: r.digest, bytes: Buffer.from(r.bytes, 'base64') } satisfies MediaFile;
  },
  async remove(tx, photoId) {
    await tx.query('DELETE FROM media_files WHERE photo_id = $1', [photoId]);
  },
  async putPrivate(tx, fileId, bytes) {
    await tx.query("INSERT INTO media_private_bytes (file_id, bytes) VALUES ($1, decode($2, 'base64'))", [fileId, bytes.toString('base64')]);
  },
  async getPrivate(db, fileId) {
    const rows = await db.query<{ bytes: string }>("SELECT encode(bytes, 'base64') AS bytes FROM media_private_bytes WHERE file_id = $1", [fileId]);
    return rows[0] && Buffer.from(rows[0].bytes, 'base64');
  },
  async removePrivate(tx, fileId) {
    await tx.query('DELETE FROM media_private_bytes WHERE file_id = $1', [fileId]);
  },
};

/** Who a private file belongs to: a tourist's document (decision 107), a booking's inspection photo or signature (decision 112). */
export interface PrivateOwner {
  kind: 'booking_document' | 'booking_inspection';
  id: string;
}

export interface PrivateFileRow {
  id: string;
  owner_kind: PrivateOwner['kind'];
  owner_id: string;
  content_type: 'image/webp' | 'application/pdf';
  size: number;
}

export async function insertPrivateFile(db: Queryable, owner: PrivateOwner, file: { contentType: string; size: number }): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO media_private_files (owner_kind, owner_id, content_type, size) VALUES ($1, $2, $3, $4) RETURNING id',
    [owner.kind, owner.id, file.contentType, file.size],
  );
  return rows[0]!.id;
}

export async function findPrivateFile(db: Queryable, id: string): Promise<PrivateFileRow | undefined> {
  const rows = await db.query<PrivateFileRow>('SELECT id, owner_kind, owner_id, content_type, size FROM media_private_files WHERE id = $1', [id]);
  return rows[0];
}

/** The owners of these private files (those that exist), by id. */
export async function findPrivateFileOwners(db: Queryable, ids: readonly string[]): Promise<Map<string, PrivateOwner>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; owner_kind: PrivateOwner['kind']; owner_id: string }>('SELECT id, owner_kind, owner_id FROM media_private_files WHERE id = ANY($1::uuid[])', [ids]);
  return new Map(rows.map((r) => [r.id, { kind: r.owner_kind, id: r.owner_id }]));
}

export async function findPrivateFilesMadeBefore(db: Queryable, kind: PrivateOwner['kind'], before: string, afterId: string | null, limit: number): Promise<{ id: string; ownerId: string; createdAt: Date }[]> {
  return db.query<{ id: string; ownerId: string; createdAt: Date }>(
    `SELECT id, owner_id AS "ownerId", created_at AS "createdAt" FROM media_private_files
      WHERE owner_kind = $1 AND created_at < $2 AND ($3::uuid IS NULL OR id > $3::uuid) ORDER BY id LIMIT $4`,
    [kind, before, afterId, limit],
  );
}

export async function deletePrivateFile(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM media_private_files WHERE id = $1 RETURNING id', [id])).length > 0;
}
