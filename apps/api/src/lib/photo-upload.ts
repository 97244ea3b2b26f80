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
  const { bytes, fields } = await readFileUpload(req, { field: 'photo', maxBytes: PHOTO_LIMITS.maxBytes, missing: M.photoMissing, tooLarge });
  return { bytes, alt: fields.alt };
}

/**
 * The one file of a multipart/form-data upload (in `field`) and its text fields, within
 * `maxBytes` (the route's multipart limits say the same): a body declared far beyond is refused
 * unread, and the reading stops at the limit (413); a form without exactly that one file is a 400
 * with `missing`. Used by the photos and by a tourist's documents (decision 107).
 */
export async function readFileUpload(
  req: FastifyRequest,
  opts: { field: string; maxBytes: number; missing: string; tooLarge: () => HttpError },
): Promise<{ bytes: Buffer; fields: Record<string, unknown> }> {
  if (!req.isMultipart()) throw badRequest(opts.missing);
  const declared = Number(req.headers['content-length']);
  // The form's own lines add a few hundred bytes to the file: a body declared far beyond is refused unread.
  if (Number.isFinite(declared) && declared > opts.maxBytes + 64 * 1024) throw opts.tooLarge();
  let bytes: Buffer | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.field || bytes) throw badRequest(opts.missing);
        bytes = await part.toBuffer();
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw opts.tooLarge();
    // A second file, too many fields, a form cut short or malformed: not one file.
    throw badRequest(opts.missing);
  }
  if (!bytes || bytes.length === 0) throw badRequest(opts.missing);
  return { bytes, fields };
}
