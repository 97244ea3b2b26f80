import type { FastifyInstance } from 'fastify';
import { isRemembered, rememberJson } from '../lib/json';
import { answeredPicture } from '../lib/picture-urls';

/**
 * Every /api answer carrying a picture gives it as an absolute URL (decision 076): vehicles,
 * searches (from SQL or the in-memory index), a booking's `vehicleId`, the admin's lists and
 * timeline. One hook rather than a mapper per route, so no answer can forget: any object's
 * `image` that is a path on this site is answered under PUBLIC_URL, and so is each address of a
 * `photos` list (`url`, `srcset`: decision 099), and a driver's `photo` (decision 102). Only
 * vehicles carry an `image` and `photos`, and only drivers a `photo`, in the API's answers (see
 * the response schemas).
 */
export function registerPublicPictures(app: FastifyInstance, publicUrl: string): void {
  const withPictures = pictureAnswers(publicUrl);
  app.addHook('preSerialization', async (request, _reply, payload) => (request.url.startsWith('/api/') ? withPictures(payload) : payload));
}

/**
 * An answer with its pictures absolute: the same value when nothing changes, a changed copy
 * otherwise (the value itself is never changed, it may be cached).
 */
export function pictureAnswers(publicUrl: string): (payload: unknown) => unknown {
  const answered = new WeakMap<object, object>();

  /** The value with its pictures absolute: the same value when nothing changes (its remembered JSON kept). */
  const withPictures = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        const changed = withPictures(item);
        if (changed !== item) (copy ??= value.slice())[i] = changed;
      }
      return copy ?? value;
    }
    if (value instanceof Date) return value;
    // A remembered value (the index's vehicles) never changes: its answer is made once and
    // remembered too, so a search from memory still joins stored JSON (lib/json).
    if (isRemembered(value)) {
      let copy = answered.get(value);
      if (!copy) {
        const changed = withObjectPictures(value as Record<string, unknown>);
        copy = changed === value ? value : rememberJson(Object.freeze(changed));
        answered.set(value, copy);
      }
      return copy;
    }
    return withObjectPictures(value as Record<string, unknown>);
  };

  /** A photo's addresses (`url`, each of `srcset`) absolute (decision 099). */
  const answeredPhoto = (photo: unknown): unknown => {
    if (typeof photo !== 'object' || photo === null) return photo;
    const p = photo as { url?: unknown; srcset?: unknown };
    if (typeof p.url !== 'string' || typeof p.srcset !== 'string') return photo;
    const url = answeredPicture(publicUrl, p.url);
    const srcset = p.srcset
      .split(', ')
      .map((candidate) => {
        const space = candidate.indexOf(' ');
        return space < 0 ? answeredPicture(publicUrl, candidate) : `${answeredPicture(publicUrl, candidate.slice(0, space))}${candidate.slice(space)}`;
      })
      .join(', ');
    return url === p.url && srcset === p.srcset ? photo : { ...photo, url, srcset };
  };
  const answeredPhotos = (photos: unknown[]): unknown[] => {
    let copy: unknown[] | null = null;
    photos.forEach((photo, i) => {
      const changed = answeredPhoto(photo);
      if (changed !== photo) (copy ??= photos.slice())[i] = changed;
    });
    return copy ?? photos;
  };

  const withObjectPictures = (value: Record<string, unknown>): Record<string, unknown> => {
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(value)) {
      const field = value[key];
      const changed =
        key === 'image' && typeof field === 'string'
          ? answeredPicture(publicUrl, field)
          : key === 'photos' && Array.isArray(field)
            ? answeredPhotos(field)
            : key === 'photo' && typeof field === 'object' && field !== null
              ? answeredPhoto(field)
              : withPictures(field);
      if (changed !== field) (copy ??= { ...value })[key] = changed;
    }
    return copy ?? value;
  };

  return withPictures;
}
