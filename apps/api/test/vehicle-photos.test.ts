import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES, publicDriverSchema, vehicleSchema } from '@app/shared';
import { MEDIA_MESSAGES, PHOTO_LIMITS, photoListSchema } from '@app/shared/media';
import { ENGINES, call, createTestApp, createVehicle, registerUser, withAdminApp, type TestApp } from './harness';
import { seedDemoPhotos } from '../src/seed/seed';
import { DEMO_DRIVERS } from '../src/seed/demo-data';
import { UNKNOWN_ID } from './api-helpers';
import { photoForm, plainJpeg, pngBomb, sidewaysJpegWithGps } from './photo-files';

/**
 * Photos of vehicles (issue 30, decision 099): uploads checked by their bytes, stored upright
 * without metadata in WebP sizes, served with immutable caching; order, alt text, deletion; the
 * vehicle's answers carry them and `image` follows the first.
 */

const M = MEDIA_MESSAGES;

describe.each(ENGINES)('vehicle photos (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  const upload = (vehicleId: string, file: Buffer, opts: Parameters<typeof photoForm>[1] & { token?: string } = {}) => {
    const form = photoForm(file, opts);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/vehicles/${vehicleId}/photos`,
      headers: { authorization: `Bearer ${opts.token ?? admin}`, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const uploaded = async (vehicleId: string, file: Buffer, opts: Parameters<typeof photoForm>[1] = {}) => {
    const res = await upload(vehicleId, file, opts);
    expect(res.statusCode, res.body).toBe(201);
    return photoListSchema.parse(res.json()).photos;
  };
  const stored = async () => {
    const [photos] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_photos');
    const [files] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_files');
    return { photos: photos!.n, files: files!.n };
  };
  /** The bytes a photo address answers (an absolute URL under PUBLIC_URL, asked on this app). */
  const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  it('a JPEG with EXIF orientation and GPS is stored upright, in WebP sizes, and read back without any EXIF', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const photos = await uploaded(vehicle._id, await sidewaysJpegWithGps(), { fields: { alt: 'Side view' } });
    expect(photos).toHaveLength(1);
    const [photo] = photos;
    // 1600 x 900 turned a quarter: 900 wide, 1600 high; never wider than sent (no 1280 of a 900 px photo).
    expect([photo!.width, photo!.height]).toEqual([900, 1600]);
    expect(photo!.alt).toBe('Side view');
    expect(photo!.url.startsWith(`${t.config.publicUrl}/media/${photo!._id}/900-`)).toBe(true);
    expect(photo!.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '900w']);
    expect(photo!.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const candidate of photo!.srcset.split(', ')) {
      const res = await fetchFile(candidate.split(' ')[0]!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height! > meta.width!).toBe(true);
    }
    // Upright: the blue band (the left of the sideways picture) is now along the top.
    const largest = await fetchFile(photo!.url);
    const { data, info } = await sharp(largest.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(450, 20)[2]).toBeGreaterThan(150);
    expect(pixel(450, 1500)[0]).toBeGreaterThan(150);
  });

  it('serves a photo with immutable caching and its ETag, 304 for that ETag, 404 JSON for an unknown address', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const [photo] = await uploaded(vehicle._id, await plainJpeg());
    const res = await fetchFile(photo!.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await fetchFile(photo!.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    for (const path of [
      `/media/${photo!._id}/800-AAAAAAAAAAAAAAAAAAAAAA.webp`,
      `/media/${UNKNOWN_ID}/800-${etag.slice(1, -1)}.webp`,
      `/media/not-an-id/800-x.webp`,
      `/media/${photo!._id}/whatever`,
    ]) {
      const missing = await t.app.inject({ method: 'GET', url: path });
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json()).toMatchObject({ error: M.photoNotFound });
    }
  });

  it('each bad file gets its 4xx and a clear error, and leaves nothing stored', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const before = await stored();
    const jpeg = await plainJpeg(1200, 800);
    const cases: [string, Buffer, number, string][] = [
      ['text named .jpg', Buffer.from('This is a text file, not a photo.\n'.repeat(20)), 400, M.notAPicture],
      ['16 MB', Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length, 7)]), 413, M.tooLarge(PHOTO_LIMITS.maxBytes / 1024 / 1024)],
      ['a 30,000 x 30,000 PNG', pngBomb(), 400, M.tooManyPixels(PHOTO_LIMITS.maxPixels / 1_000_000)],
      ['a truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 400, M.damaged],
      ['an empty file', Buffer.alloc(0), 400, M.photoMissing],
    ];
    for (const [name, file, status, error] of cases) {
      const heapBefore = process.memoryUsage().rss;
      const res = await upload(vehicle._id, file, { filename: 'photo.jpg' });
      expect(res.statusCode, name).toBe(status);
      expect(res.json(), name).toMatchObject({ error });
      expect(res.json().code, name).toMatch(/^mediaApi\./);
      // The bomb is refused from its header: nothing near its 2.7 GB of pixels is ever allocated.
      expect(process.memoryUsage().rss - heapBefore, name).toBeLessThan(200 * 1024 * 1024);
    }
    expect(await stored()).toEqual(before);
    const read = await call(t.app, 'GET', `/api/vehicles/${vehicle._id}`);
    expect(read.body.photos).toEqual([]);
  });

  it('a form without one photo in the field `photo` is a 400; a JSON body too', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const jpeg = await plainJpeg();
    const before = await stored();
    const wrongField = await upload(vehicle._id, jpeg, { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ error: M.photoMissing });
    const json = await call(t.app, 'POST', `/api/admin/vehicles/${vehicle._id}/photos`, { token: admin, body: { photo: 'x' } });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ error: M.photoMissing });
    const cut = photoForm(jpeg);
    const truncatedForm = await t.app.inject({
      method: 'POST',
      url: `/api/admin/vehicles/${vehicle._id}/photos`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': cut.contentType },
      payload: cut.payload.subarray(0, cut.payload.length - 40),
    });
    expect(truncatedForm.statusCode).toBe(400);
    const longAlt = await upload(vehicle._id, jpeg, { fields: { alt: 'x'.repeat(PHOTO_LIMITS.alt + 1) } });
    expect(longAlt.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('admins only; an unknown vehicle is a 404 before any picture work', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const tourist = await registerUser(t.app);
    const jpeg = await plainJpeg();
    expect((await upload(vehicle._id, jpeg, { token: tourist.token })).statusCode).toBe(403);
    const unknown = await upload(UNKNOWN_ID, jpeg);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: MESSAGES.api.vehicleNotFound });
  });

  it('order, alt text and deletion; every vehicle answer carries the photos and `image` follows the first', async () => {
    const vehicle = await createVehicle(t.app, admin, { image: '/images/vehicles/car-prius.svg' });
    const drawing = `${t.config.publicUrl}/images/vehicles/car-prius.svg`;
    const [a] = await uploaded(vehicle._id, await plainJpeg(900, 600, { r: 250, g: 0, b: 0 }), { fields: { alt: 'Front' } });
    const all = await uploaded(vehicle._id, await plainJpeg(900, 600, { r: 0, g: 0, b: 250 }), { fields: { alt: 'Back' } });
    const b = all[1]!;
    expect(all.map((p) => p._id)).toEqual([a!._id, b._id]);

    const answers = async () => {
      const admins = (await call(t.app, 'GET', '/api/admin/vehicles', { token: admin })).body.find((v: { _id: string }) => v._id === vehicle._id);
      const found = [
        (await call(t.app, 'GET', `/api/vehicles/${vehicle._id}`)).body,
        (await call(t.app, 'GET', '/api/vehicles')).body.find((v: { _id: string }) => v._id === vehicle._id),
        (await call(t.app, 'GET', '/api/vehicles/available?pickupDate=2031-03-01&returnDate=2031-03-03')).body.find((v: { _id: string }) => v._id === vehicle._id),
        (await call(t.app, 'GET', '/api/vehicles/available?sort=price-asc')).body.find((v: { _id: string }) => v._id === vehicle._id),
        (await call(t.app, 'GET', `/api/admin/vehicles/${vehicle._id}`, { token: admin })).body,
        admins,
      ];
      return found.map((v) => vehicleSchema.parse(v));
    };
    for (const v of await answers()) {
      expect(v.photos.map((p) => p._id)).toEqual([a!._id, b._id]);
      expect(v.image).toBe(a!.url);
    }

    const order = await call(t.app, 'PUT', `/api/admin/vehicles/${vehicle._id}/photos/order`, { token: admin, body: { ids: [b._id, a!._id] } });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.photos.map((p: { _id: string }) => p._id)).toEqual([b._id, a!._id]);
    for (const v of await answers()) expect(v.image).toBe(b.url);

    for (const ids of [[b._id], [b._id, a!._id, a!._id], [b._id, UNKNOWN_ID], [b._id, a!._id, UNKNOWN_ID], ['x', 'y']]) {
      const refused = await call(t.app, 'PUT', `/api/admin/vehicles/${vehicle._id}/photos/order`, { token: admin, body: { ids } });
      expect(refused.status, JSON.stringify(ids)).toBe(400);
      expect(refused.body).toMatchObject({ error: M.orderMismatch });
    }

    const alt = await call(t.app, 'PATCH', `/api/admin/vehicles/${vehicle._id}/photos/${a!._id}`, {
      token: admin,
      body: { alt: 'Front, white', altTranslations: { de: 'Vorderseite, weiß', si: '  ', fr: '' } },
    });
    expect(alt.status, JSON.stringify(alt.body)).toBe(200);
    expect(alt.body.photos[1]).toMatchObject({ _id: a!._id, alt: 'Front, white', altTranslations: { de: 'Vorderseite, weiß' } });
    const badLanguage = await call(t.app, 'PATCH', `/api/admin/vehicles/${vehicle._id}/photos/${a!._id}`, { token: admin, body: { alt: 'x', altTranslations: { en: 'y' } } });
    expect(badLanguage.status).toBe(400);
    const otherVehicle = await createVehicle(t.app, admin);
    const notItsPhoto = await call(t.app, 'PATCH', `/api/admin/vehicles/${otherVehicle._id}/photos/${a!._id}`, { token: admin, body: { alt: 'x' } });
    expect(notItsPhoto.status).toBe(404);
    expect(notItsPhoto.body).toMatchObject({ error: M.photoNotFound });

    // The edit form saves back the picture it read (the first photo): the vehicle's own image stays.
    const current = (await call(t.app, 'GET', `/api/admin/vehicles/${vehicle._id}`, { token: admin })).body;
    const { _id, createdAt, updatedAt, rating, photos, ...write } = current;
    void [_id, createdAt, updatedAt, rating, photos];
    expect((await call(t.app, 'PUT', `/api/admin/vehicles/${vehicle._id}`, { token: admin, body: write })).status).toBe(200);

    const removed = await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}/photos/${b._id}`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.photos.map((p: { _id: string }) => p._id)).toEqual([a!._id]);
    expect((await fetchFile(b.url)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}/photos/${b._id}`, { token: admin })).status).toBe(404);
    for (const v of await answers()) expect(v.image).toBe(a!.url);

    await call(t.app, 'DELETE', `/api/admin/vehicles/${vehicle._id}/photos/${a!._id}`, { token: admin });
    for (const v of await answers()) {
      expect(v.photos).toEqual([]);
      expect(v.image).toBe(drawing);
    }
    // A booking's vehicle shows the same picture.
    const [files] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_files f JOIN media_photos p ON p.id = f.photo_id WHERE p.owner_id = $1', [vehicle._id]);
    expect(files!.n).toBe(0);
  });

  it(`at most ${PHOTO_LIMITS.perVehicle} photos per vehicle (409 beyond)`, async () => {
    const vehicle = await createVehicle(t.app, admin);
    const tiny = await plainJpeg(64, 40);
    for (let i = 0; i < PHOTO_LIMITS.perVehicle; i++) await uploaded(vehicle._id, tiny);
    const beyond = await upload(vehicle._id, tiny);
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json()).toMatchObject({ error: M.tooManyPhotos(PHOTO_LIMITS.perVehicle) });
  });

  it('PNG, WebP and HEIF (AVIF) are read by their bytes whatever their name; a small picture keeps its own width', async () => {
    const vehicle = await createVehicle(t.app, admin);
    const base = sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } });
    for (const [file, name] of [
      [await base.clone().png().toBuffer(), 'photo.jpg'],
      [await base.clone().webp().toBuffer(), 'photo.png'],
      [await base.clone().avif().toBuffer(), 'photo.heic'],
    ] as const) {
      const photos = await uploaded(vehicle._id, file, { filename: name, type: 'application/octet-stream' });
      const last = photos.at(-1)!;
      expect([last.width, last.height], name).toEqual([500, 300]);
      expect(last.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '500w']);
    }
  });

  it('an iPhone-style HEIC (HEVC-coded, with GPS in its EXIF) is decoded, stored as WebP and read back without EXIF', async () => {
    // fixtures/phone-hevc.heic: 640 x 360, the left fifth blue, the rest red, GPS in its EXIF; made
    // with libheif's heif-enc (x265) from a generated JPEG, as an iPhone codes its photos.
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/phone-hevc.heic'));
    const vehicle = await createVehicle(t.app, admin);
    const [photo] = await uploaded(vehicle._id, heic, { filename: 'IMG_0001.HEIC', type: 'image/heic' });
    expect([photo!.width, photo!.height]).toEqual([640, 360]);
    const largest = await fetchFile(photo!.url);
    expect(largest.statusCode).toBe(200);
    const meta = await sharp(largest.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const { data, info } = await sharp(largest.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(pixel(20, 180)[2]).toBeGreaterThan(150);
    expect(pixel(500, 180)[0]).toBeGreaterThan(150);
  });

  it('the demo fleet gets its committed photos once, after the seed: three a vehicle, a portrait a driver, served as WebP', async () => {
    const demo = await createTestApp(engine, { demo: true });
    try {
      const before = (await call(demo.app, 'GET', '/api/vehicles')).body as { image: string; photos: unknown[] }[];
      expect(before.every((v) => v.photos.length === 0 && v.image.endsWith('.svg'))).toBe(true);
      const driversBefore = (await call(demo.app, 'GET', '/api/drivers')).body as { photo: unknown }[];
      expect(driversBefore.length).toBeGreaterThan(0);
      expect(driversBefore.every((d) => d.photo === null)).toBe(true);
      expect(await seedDemoPhotos(demo.db)).toBe(before.length + DEMO_DRIVERS.length);
      expect(await seedDemoPhotos(demo.db)).toBe(0);
      const after = ((await call(demo.app, 'GET', '/api/vehicles')).body as unknown[]).map((v) => vehicleSchema.parse(v));
      for (const v of after) {
        expect(v.photos, v.model).toHaveLength(3);
        expect(v.image).toBe(v.photos[0]!.url);
        expect(v.photos[0]!.alt).toContain(`${v.brand} ${v.model}`);
      }
      const drivers = ((await call(demo.app, 'GET', '/api/drivers')).body as unknown[]).map((d) => publicDriverSchema.parse(d));
      for (const d of drivers) expect(d.photo?.srcset, d.firstName).toContain('320w');
      const portrait = await demo.app.inject({ method: 'GET', url: new URL(drivers[0]!.photo!.url).pathname });
      expect(portrait.statusCode).toBe(200);
      expect((await sharp(portrait.rawPayload).metadata()).format).toBe('webp');
      const served = await demo.app.inject({ method: 'GET', url: new URL(after[0]!.photos[1]!.url).pathname });
      expect(served.statusCode).toBe(200);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    } finally {
      await demo.close();
    }
  });
});
