/**
 * The documents module's face (docs/architecture/modules.md, decision 107): a self-drive
 * tourist's documents before arrival. The only file other modules import (the app registers its
 * HTTP routes from routes.ts). Owns `booking_documents` and `booking_document_plans`; the files'
 * bytes are the media module's private files.
 */

/** The reminder before pickup, run by the server's sweeper and the tests' clock. */
export { remindMissingDocuments } from './service';
/** Command of the retention sweep (modules/retention): files of trips ended long enough ago go. */
export { removeDocumentFilesAfterTrips, type RemovedDocuments } from './service';
/** Query of the handovers module (decision 112): the documents a self-drive handover still waits for. */
export { documentsBlockingHandover } from './service';
