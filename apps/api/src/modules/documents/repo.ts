import type { DocumentKind, DocumentStatus } from '@app/shared/documents';
import type { Queryable } from '../../db/database';

/** A booking's document as stored (decision 107); the file's bytes are the media module's. */
export interface DocumentRow {
  id: string;
  booking_id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  reason: string | null;
  file_id: string | null;
  content_type: 'image/webp' | 'application/pdf' | null;
  uploaded_at: Date;
  reviewed_by: string | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  removed_at: Date | null;
}

const SELECT = `SELECT d.id, d.booking_id, d.kind, d.status, d.reason, d.file_id, d.content_type, d.uploaded_at,
    d.reviewed_by, u.username AS reviewer_name, d.reviewed_at, d.removed_at
  FROM booking_documents d LEFT JOIN users u ON u.id = d.reviewed_by`;

export async function listDocuments(db: Queryable, bookingId: string): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(`${SELECT} WHERE d.booking_id = $1 ORDER BY array_position(ARRAY['licence_front', 'licence_back', 'idp', 'permit'], d.kind)`, [bookingId]);
}

export async function findDocument(db: Queryable, id: string, opts: { lock?: boolean } = {}): Promise<DocumentRow | undefined> {
  const rows = await db.query<DocumentRow>(`${SELECT} WHERE d.id = $1${opts.lock ? ' FOR UPDATE OF d' : ''}`, [id]);
  return rows[0];
}

export async function findDocumentOfKind(db: Queryable, bookingId: string, kind: DocumentKind): Promise<DocumentRow | undefined> {
  const rows = await db.query<DocumentRow>(`${SELECT} WHERE d.booking_id = $1 AND d.kind = $2 FOR UPDATE OF d`, [bookingId, kind]);
  return rows[0];
}

/** A new document of its kind, or the one there replaced by a new file: pending again, unchecked. */
export async function putDocument(
  db: Queryable,
  doc: { id: string; bookingId: string; kind: DocumentKind; fileId: string; contentType: string; uploadedBy: string; at: string },
): Promise<void> {
  await db.query(
    `INSERT INTO booking_documents (id, booking_id, kind, file_id, content_type, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (booking_id, kind) DO UPDATE SET status = 'pending', reason = NULL, file_id = EXCLUDED.file_id,
       content_type = EXCLUDED.content_type, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = EXCLUDED.uploaded_at,
       reviewed_by = NULL, reviewed_at = NULL, removed_at = NULL`,
    [doc.id, doc.bookingId, doc.kind, doc.fileId, doc.contentType, doc.uploadedBy, doc.at],
  );
}

export async function reviewDocument(db: Queryable, id: string, review: { status: 'verified' | 'rejected'; reason: string | null; by: string; at: string }): Promise<void> {
  await db.query('UPDATE booking_documents SET status = $2, reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1', [id, review.status, review.reason, review.by, review.at]);
}

export interface PlanRow {
  permit_at_counter: boolean;
  reminded_at: Date | null;
}

export async function findPlan(db: Queryable, bookingId: string): Promise<PlanRow> {
  const rows = await db.query<PlanRow>('SELECT permit_at_counter, reminded_at FROM booking_document_plans WHERE booking_id = $1', [bookingId]);
  return rows[0] ?? { permit_at_counter: false, reminded_at: null };
}

export async function setPermitAtCounter(db: Queryable, bookingId: string, atCounter: boolean): Promise<void> {
  await db.query(
    `INSERT INTO booking_document_plans (booking_id, permit_at_counter) VALUES ($1, $2)
     ON CONFLICT (booking_id) DO UPDATE SET permit_at_counter = EXCLUDED.permit_at_counter`,
    [bookingId, atCounter],
  );
}

/** Marks the booking reminded, once: true for the one caller that did (any number of processes sweep). */
export async function claimReminder(db: Queryable, bookingId: string, at: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO booking_document_plans (booking_id, reminded_at) VALUES ($1, $2)
     ON CONFLICT (booking_id) DO UPDATE SET reminded_at = EXCLUDED.reminded_at WHERE booking_document_plans.reminded_at IS NULL
     RETURNING booking_id`,
    [bookingId, at],
  );
  return rows.length > 0;
}

/** Bookings among these already reminded. */
export async function remindedAmong(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ booking_id: string }>('SELECT booking_id FROM booking_document_plans WHERE booking_id = ANY($1::uuid[]) AND reminded_at IS NOT NULL', [[...ids]]);
  return new Set(rows.map((r) => r.booking_id));
}

/** Bookings that still hold document files. */
export async function bookingsHoldingFiles(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ booking_id: string }>('SELECT DISTINCT booking_id FROM booking_documents WHERE file_id IS NOT NULL');
  return rows.map((r) => r.booking_id);
}

/** The files of these bookings' documents, locked, for the retention sweep. */
export async function filesOfBookings(db: Queryable, bookingIds: readonly string[]): Promise<{ id: string; file_id: string }[]> {
  return db.query<{ id: string; file_id: string }>(
    'SELECT id, file_id FROM booking_documents WHERE booking_id = ANY($1::uuid[]) AND file_id IS NOT NULL ORDER BY id FOR UPDATE',
    [[...bookingIds]],
  );
}

/** The document keeps its kind, status and who checked it when; its file, type and reason go. */
export async function markFileRemoved(db: Queryable, id: string, at: string): Promise<void> {
  await db.query('UPDATE booking_documents SET file_id = NULL, content_type = NULL, reason = NULL, removed_at = $2 WHERE id = $1', [id, at]);
}
