import fs from 'node:fs';
import path from 'node:path';
import type { PreparedPhoto } from '../modules/media';

/**
 * The demo fleet's photos (decision 099), made once from the shipped drawings by
 * make-demo-photos.ts and committed: a first start copies their bytes, it makes no picture.
 * Beside the code in the sources, copied beside the bundle by the build (apps/api/build.mjs).
 */
export const DEMO_PHOTOS_DIR = path.join(import.meta.dirname, 'demo-photos');

/** Per drawing (`car-prius`), its photos in order: alt text, placeholder and each size's file. */
export type DemoPhotoManifest = Record<string, { alt: string; placeholder: string; files: { file: string; width: number; height: number; digest: string }[] }[]>;

/** The photos of a demo vehicle drawn as `drawing`, ready to store; none when the files are absent. */
export function demoPhotosOf(drawing: string): { alt: string; prepared: PreparedPhoto }[] {
  let manifest: DemoPhotoManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(DEMO_PHOTOS_DIR, 'manifest.json'), 'utf8')) as DemoPhotoManifest;
  } catch {
    return [];
  }
  return (manifest[drawing] ?? []).map((photo) => ({
    alt: photo.alt,
    prepared: {
      placeholder: photo.placeholder,
      files: photo.files.map((f) => ({ width: f.width, height: f.height, digest: f.digest, contentType: 'image/webp' as const, bytes: fs.readFileSync(path.join(DEMO_PHOTOS_DIR, f.file)) })),
    },
  }));
}

/** The demo drivers' portraits (make-demo-portraits.ts), in their own manifest beside the fleet's. */
export const DEMO_PORTRAITS_MANIFEST = 'portraits.json';

/** Per demo driver's e-mail, the portrait's placeholder and each size's file. */
export type DemoPortraitManifest = Record<string, { placeholder: string; files: { file: string; width: number; height: number; digest: string }[] }>;

/** The portrait of the demo driver with this e-mail, ready to store; null when the files are absent. */
export function demoPortraitOf(email: string): PreparedPhoto | null {
  let manifest: DemoPortraitManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(DEMO_PHOTOS_DIR, DEMO_PORTRAITS_MANIFEST), 'utf8')) as DemoPortraitManifest;
  } catch {
    return null;
  }
  const portrait = manifest[email];
  if (!portrait) return null;
  return {
    placeholder: portrait.placeholder,
    files: portrait.files.map((f) => ({ width: f.width, height: f.height, digest: f.digest, contentType: 'image/webp' as const, bytes: fs.readFileSync(path.join(DEMO_PHOTOS_DIR, f.file)) })),
  };
}
