import { icu } from '../i18n/icu';

/**
 * A self-drive tourist's documents before arrival (issue 33, decision 107): the API's refusals
 * (`PAGE_MESSAGES.documentsApi`), the pages' sentences (`PAGE_MESSAGES.documentsUi`: My Bookings
 * and the staff's booking page) and the e-mails (`EMAIL_MESSAGES.email.documents`).
 */
export const DOCUMENTS_API = {
  notAFile: 'This file is not a picture or a PDF we can read. Send a photo (JPEG, PNG, WebP or HEIC) or a PDF.',
  pdfDamaged: 'This PDF is damaged or incomplete. Save or export it again, then retry.',
  pdfActive: 'This PDF contains scripts, attachments or actions. Print it to a new PDF, or send a photo instead.',
  fileMissing: 'Send one file as multipart/form-data in the field "file", and its kind in the field "kind".',
  kindInvalid: 'The kind must be licence_front, licence_back, idp or permit.',
  tooLarge: icu('A document may be at most {megabytes} MB.', 'megabytes'),
  selfDriveOnly: 'Documents are needed only for bookings without a driver.',
  notOpen: 'Documents can be sent only for a pending or confirmed booking.',
  alreadyVerified: 'This document is verified already; it cannot be replaced.',
  documentNotFound: 'Document not found',
  fileGone: 'The file of this document was deleted after the trip.',
  linkExpired: 'This link has expired or is not valid. Open the documents again.',
  reasonRequired: 'Say why the document is rejected: the tourist reads it.',
} as const;

export const DOCUMENT_KIND_NAMES = {
  licence_front: 'Driving licence (front)',
  licence_back: 'Driving licence (back)',
  idp: 'International Driving Permit',
  permit: 'Sri Lankan driving permit',
} as const;

export const DOCUMENTS_UI = {
  title: 'Documents for driving yourself',
  intro: icu(
    'Before you arrive, send your driving licence (front and back), your International Driving Permit and the Sri Lankan permit. Only you and our team can see them; we delete them {days} days after your trip.',
    'days',
  ),
  kinds: DOCUMENT_KIND_NAMES,
  status: {
    missing: 'Not sent yet',
    pending: 'Waiting for our check',
    verified: 'Verified',
    rejected: 'Rejected',
    atCounter: 'At the airport counter',
    removed: 'File deleted after the trip',
  },
  rejectedReason: icu('Reason: {reason}', 'reason'),
  verifiedBy: icu('Checked by {name} on {date}', 'name', 'date'),
  send: icu('Send {document}', 'document'),
  takePhoto: 'Take a photo',
  chooseFile: 'Choose a file',
  fileHint: 'A photo or a PDF, at most 15 MB. On a phone you can take the photo now.',
  uploading: 'Sending…',
  uploaded: icu('{document} sent. Our team will check it.', 'document'),
  uploadFailed: icu('The file could not be sent: {error}', 'error'),
  open: 'Open',
  atCounter: 'I will get the Sri Lankan permit at the airport counter on arrival',
  missingCount: icu('{count, plural, one {# document missing} other {# documents missing}}', 'count'),
  allSent: 'Every document is with our team.',
  loading: 'Loading documents…',
  loadFailed: icu('The documents could not be loaded: {error}', 'error'),
  // Staff: the booking page's panel.
  staffTitle: 'Documents (self-drive)',
  staffNone: 'The tourist has not sent any document yet.',
  staffAtCounter: 'The tourist will get the Sri Lankan permit at the airport counter.',
  sentAt: icu('Sent {when}', 'when'),
  verify: 'Verify',
  reject: 'Reject',
  rejectTitle: icu('Reject: {document}', 'document'),
  rejectReason: 'Reason (the tourist reads it in an e-mail)',
  rejectConfirm: 'Reject document',
  keep: 'Keep it',
  working: 'Saving…',
  verifiedDone: icu('{document} verified.', 'document'),
  rejectedDone: icu('{document} rejected; the tourist is e-mailed.', 'document'),
  actionFailed: icu('That did not work: {error}', 'error'),
} as const;

export const DOCUMENTS_EMAIL = {
  kinds: DOCUMENT_KIND_NAMES,
  rejected: {
    subject: icu('Booking {reference}: please send a document again', 'reference'),
    body: icu(
      'Dear {name},\n\nOur team could not accept your {document}.\nReason: {reason}\n\nPlease send it again from My Bookings: {link}\n\nFor your privacy, this e-mail carries no document.',
      'name',
      'document',
      'reason',
      'link',
    ),
  },
  reminder: {
    subject: icu('Booking {reference}: documents still missing for your trip on {date}', 'reference', 'date'),
    body: icu(
      'Dear {name},\n\nYour self-drive trip begins on {date}. We still need:\n{missing}\n\nPlease send them from My Bookings: {link}\nOur team checks them before we hand the vehicle over.',
      'name',
      'date',
      'missing',
      'link',
    ),
  },
} as const;
