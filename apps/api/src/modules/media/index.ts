/**
 * The media module's face (docs/architecture/modules.md, decision 099): photos checked, made into
 * sizes and stored; the only file other modules import (the app registers its routes from routes.ts).
 * Owns `media_photos`, `media_files`, `media_private_files` and `media_private_bytes`; knows its
 * owners only by kind and id.
 */
/** The photo's sizes from a sent file (400 for what is not a readable picture), one upload at a time. */
export { preparePhoto } from './service';
/** Commands, in the owner's transaction: add, remove, order, alt text. Queries: an owner's photos, how many. */
export { addPhoto, removePhoto, orderPhotos, setPhotoAlt, photosOf, photosOfOwners, countPhotos, MEDIA_PREFIX, type Owner } from './service';
/**
 * Private files (a tourist's documents, decision 107): checked by their bytes (a picture made clean,
 * or a sound PDF), kept without a public address; add, read and remove in the owner's transaction.
 */
export {
  preparePrivateFile,
  preparePrivatePicture,
  privateFileOwners,
  addPrivateFile,
  privateFile,
  removePrivateFile,
  type PreparedPrivateFile,
  type PrivateFile,
  type PrivateOwner,
} from './private-service';
/** Queries of the handovers module (decision 112): a private picture made small for its PDF; its sweep's candidates. */
export { privatePictureForPrint, privateFilesMadeBefore } from './private-service';
/** Where the bytes live: the database by default. */
export { databaseStore } from './repo';
export type { MediaStore } from './store';
export type { PreparedPhoto } from './images';
