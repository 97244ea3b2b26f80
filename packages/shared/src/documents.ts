import './schemas/zod-config';
import { z } from 'zod';
import { LIMITS } from './constants';
import { FIELD_NAMES } from './messages';
import { PAGE_MESSAGES } from './page-messages';
import { optionalText } from './schemas/fields';

/**
 * A self-drive tourist's documents before arrival (issue 33, decision 107): each kind is one
 * file (a picture or a PDF, checked by its bytes), private to the booker and staff, verified or
 * rejected by staff, and deleted a set number of days after the trip. An entry of its own
 * (`@app/shared/documents`): only My Bookings and the staff's booking page read it.
 */

/** The API's refusals about documents, in the page messages' tree (codes `documentsApi.*`). */
export const DOCUMENT_MESSAGES = PAGE_MESSAGES.documentsApi;

/** What a self-drive booking needs, each one file: the licence's two sides are two kinds. */
export const DOCUMENT_KINDS = ['licence_front', 'licence_back', 'idp', 'permit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_LIMITS = {
  /** The largest file accepted (a phone's photo, a scanned PDF). */
  maxBytes: 15 * 1024 * 1024,
  /** A picture is kept at most this wide: wide enough to read a licence's small print. */
  pictureWidth: 2000,
  /** How long a file's address works after the documents' answer gave it. */
  linkMinutes: 10,
  /** Days before pickup when a tourist with a missing document is reminded (once). */
  reminderDaysBeforePickup: 3,
} as const;

/** The kinds a booking still needs: each kind not sent or rejected; the permit not when the tourist gets it at the airport. */
export function missingDocuments(documents: readonly { kind: DocumentKind; status: DocumentStatus | 'removed' }[], permitAtCounter: boolean): DocumentKind[] {
  return DOCUMENT_KINDS.filter((kind) => {
    if (kind === 'permit' && permitAtCounter) return false;
    const doc = documents.find((d) => d.kind === kind);
    return !doc || doc.status === 'rejected';
  });
}

export const bookingDocumentSchema = z.object({
  _id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  /** Staff's reason for a rejection (the tourist reads it). */
  reason: z.string().nullable(),
  contentType: z.enum(['image/webp', 'application/pdf']).nullable().describe('null once the file was deleted after the trip'),
  uploadedAt: z.string(),
  reviewedBy: z.object({ _id: z.string(), username: z.string() }).nullable().describe('Who verified or rejected it'),
  reviewedAt: z.string().nullable(),
  /** The file, for a few minutes (DOCUMENT_LIMITS.linkMinutes): a signed address, answered with `Cache-Control: no-store`. */
  url: z.string().nullable().describe('A signed address of the file, valid for a few minutes; null once the file was deleted'),
});
export type BookingDocument = z.infer<typeof bookingDocumentSchema>;

/** GET /api/bookings/:id/documents (and every document route's answer). */
export const bookingDocumentsSchema = z.object({
  bookingId: z.string(),
  /** The tourist gets the Sri Lankan permit at the airport counter instead of sending it. */
  permitAtCounter: z.boolean(),
  documents: z.array(bookingDocumentSchema),
  /** The kinds still needed: not sent, or rejected. */
  missing: z.array(z.enum(DOCUMENT_KINDS)),
  /** Days after the trip's end when the files are deleted. */
  keptDaysAfterTrip: z.number().int(),
});
export type BookingDocuments = z.infer<typeof bookingDocumentsSchema>;

/** PATCH /api/admin/bookings/:id/documents/:documentId: a reason is required to reject. */
export const documentReviewSchema = z
  .object({
    status: z.enum(['verified', 'rejected']),
    reason: optionalText(LIMITS.reason, FIELD_NAMES.reason, { multiline: true }),
  })
  .refine((body) => body.status !== 'rejected' || body.reason !== '', { message: DOCUMENT_MESSAGES.reasonRequired, path: ['reason'] });
export type DocumentReviewInput = z.input<typeof documentReviewSchema>;

/** PUT /api/bookings/:id/documents/permit-at-counter. */
export const permitAtCounterSchema = z.object({ atCounter: z.boolean() });
