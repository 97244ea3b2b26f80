import type { FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_MESSAGES, PHOTO_LIMITS } from '@app/shared/media';
import { badRequest, HttpError } from './errors';

/**
 * Photo uploads as every photo route reads them (decision 099; vehicles, and drivers: decision
 * 102): one file in the field `photo` of a multipart/form-data body, within PHOTO_LIMITS.maxBytes.
 */
const M = MEDIA_MESSAGES;
const tooLarge = () => new HttpError(413, M.tooLarge(PHOTO_LIMITS.maxBytes / 1024 / 1024));

/** @fastify/multipart's limits for an upload route: one file within the limit, never buffered beyond it. */
export const PHOTO_MULTIPART = {
  limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 50 },
};

/** The documented `photo` field of an upload's body. */
export const photoFileField = () =>
  z.string().meta({ format: 'binary', description: `JPEG, PNG, WebP or HEIC, at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB` });

/** The body is a stream read by the handler (readPhotoUpload): its schema only documents it. */
export function uploadValidatorCompiler(def: { httpPart?: string }): ReturnType<typeof validatorCompiler> {
  return def.httpPart === 'body' ? () => ({ value: undefined }) : validatorCompiler(def as unknown as Parameters<typeof validatorCompiler>[0]);
}

/**
 * The one file of an upload (field `photo`) and its optional `alt`, read from multipart/form-data
 * within PHOTO_LIMITS.maxBytes: beyond, the reading stops and the answer is 413; anything else
 * that is not one photo in a well-formed form is a 400.
 */
export async function readPhotoUpload(req: FastifyRequest): Promise<{ bytes: Buffer; alt: unknown }> {
  if (!req.isMultipart()) throw badRequest(M.photoMissing);
  const declared = Number(req.headers['content-length']);
  // The form's own lines add a few hundred bytes to the file: a body declared far beyond is refused unread.
  if (Number.isFinite(declared) && declared > PHOTO_LIMITS.maxBytes + 64 * 1024) throw tooLarge();
  let bytes: Buffer | undefined;
  let alt: unknown;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || bytes) throw badRequest(M.photoMissing);
        bytes = await part.toBuffer();
      } else if (part.fieldname === 'alt') alt = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A second file, too many fields, a form cut short or malformed: not one photo.
    throw badRequest(M.photoMissing);
  }
  if (!bytes || bytes.length === 0) throw badRequest(M.photoMissing);
  return { bytes, alt };
}
