/**
 * The handovers module's face (docs/architecture/modules.md, decision 112): handing a vehicle over
 * and taking it back, each recorded once with the odometer, the fuel, photos, damage marks and the
 * tourist's signature. Owns `booking_handovers`; the photos and signatures are the media module's
 * private files; the booking's step goes through the bookings module's command, the readings
 * through the money module's. The app registers its HTTP routes from routes.ts.
 */
export { inspectionsOf } from './service';
/** Reaction (outbox): the condition report attached to the e-mail after the handover and after the return. */
export { conditionReportAttachmentsOf } from './report-service';
/** Command of the retention sweep (modules/retention): photos uploaded for a form that never named them. */
export { removeUnattachedInspectionPhotos } from './sweep-service';
