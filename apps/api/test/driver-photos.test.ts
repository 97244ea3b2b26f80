import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { driverPublicProfileSchema, publicDriverSchema, photoSchema, userSchema } from '@app/shared';
import { MEDIA_MESSAGES } from '@app/shared/media';
import { ENGINES, call, loginAs, registerUser, uniqueEmail, withAdminApp, type TestApp } from './harness';
import { UNKNOWN_ID } from './api-helpers';
import { photoForm, plainJpeg, sidewaysJpegWithGps } from './photo-files';

/** A driver's one photo (decision 102, "Photo"): through the media module, on the public answers. */
describe.each(ENGINES)('driver photos (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  let serial = 0;
  /** A listed driver: a verified driving licence still valid. */
  const createDriver = async () => {
    serial += 1;
    const email = uniqueEmail(`photodriver${serial}`);
    const res = await call(t.app, 'POST', '/api/admin/drivers', {
      token: admin,
      body: { username: `Nimal${serial} Silva`, email, licenseNumber: `B-${serial}`, licenseExpiry: '2032-12-31', experienceYears: 4, languages: ['en'], password: 'driver123' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const driver = userSchema.parse(res.body);
    expect((await call(t.app, 'POST', `/api/admin/drivers/${driver._id}/licences/driving/verify`, { token: admin })).status).toBe(200);
    return { ...driver, email, password: 'driver123' };
  };
  const upload = (url: string, file: Buffer, token: string | undefined, opts: Parameters<typeof photoForm>[1] = {}) => {
    const form = photoForm(file, opts);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const profile = async (id: string) => driverPublicProfileSchema.parse((await call(t.app, 'GET', `/api/drivers/${id}/profile`)).body);
  const listed = async (id: string) => ((await call(t.app, 'GET', '/api/drivers')).body as unknown[]).map((d) => publicDriverSchema.parse(d)).find((d) => d._id === id);
  const photosOf = async (id: string) =>
    (await t.db.query<{ id: string }>(`SELECT id FROM media_photos WHERE owner_kind = 'driver' AND owner_id = $1`, [id])).map((r) => r.id);
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  it('an upload shows on the profile and the list as WebP without EXIF; a second replaces it (old files gone); delete gives null', async () => {
    const driver = await createDriver();
    expect((await profile(driver._id)).photo).toBeNull();

    const first = await upload(`/api/admin/drivers/${driver._id}/photo`, await sidewaysJpegWithGps(), admin);
    expect(first.statusCode, first.body).toBe(200);
    const photo = photoSchema.parse(first.json().photo);
    expect(photo.url.startsWith(`${t.config.publicUrl}/media/${photo._id}/`)).toBe(true);
    expect((await profile(driver._id)).photo).toEqual(photo);
    expect((await listed(driver._id))?.photo).toEqual(photo);
    for (const candidate of photo.srcset.split(', ')) {
      const res = await fetchFile(candidate.split(' ')[0]!);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    // The public answer carries nothing private of the driver.
    const text = JSON.stringify(await profile(driver._id));
    expect(text).not.toContain(driver.email);
    expect(text).not.toContain('B-');

    const second = await upload(`/api/admin/drivers/${driver._id}/photo`, await plainJpeg(), admin);
    expect(second.statusCode, second.body).toBe(200);
    const replaced = photoSchema.parse(second.json().photo);
    expect(replaced._id).not.toBe(photo._id);
    expect(await photosOf(driver._id)).toEqual([replaced._id]);
    expect((await fetchFile(photo.url)).statusCode).toBe(404);
    const [files] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM media_files WHERE photo_id = $1', [photo._id]);
    expect(files!.n).toBe(0);
    expect((await profile(driver._id)).photo?._id).toBe(replaced._id);

    const removed = await call(t.app, 'DELETE', `/api/admin/drivers/${driver._id}/photo`, { token: admin });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ photo: null });
    expect((await profile(driver._id)).photo).toBeNull();
    expect(await photosOf(driver._id)).toEqual([]);
    expect((await fetchFile(replaced.url)).statusCode).toBe(404);
  });

  it('refuses what is not a picture (400), an unknown driver (404), and anyone but staff (401/403); a driver may set their own', async () => {
    const driver = await createDriver();
    const text = await upload(`/api/admin/drivers/${driver._id}/photo`, Buffer.from('just some text, not a picture'), admin, { filename: 'notes.txt', type: 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe(MEDIA_MESSAGES.notAPicture);
    expect(await photosOf(driver._id)).toEqual([]);
    expect((await upload(`/api/admin/drivers/${UNKNOWN_ID}/photo`, await plainJpeg(), admin)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/drivers/${UNKNOWN_ID}/photo`, { token: admin })).status).toBe(404);

    expect((await upload(`/api/admin/drivers/${driver._id}/photo`, await plainJpeg(), undefined)).statusCode).toBe(401);
    const tourist = await registerUser(t.app);
    expect((await upload(`/api/admin/drivers/${driver._id}/photo`, await plainJpeg(), tourist.token)).statusCode).toBe(403);
    const own = await loginAs(t.app, driver.email, driver.password);
    expect((await upload(`/api/admin/drivers/${driver._id}/photo`, await plainJpeg(), own)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/admin/drivers/${driver._id}/photo`, { token: own })).status).toBe(403);
    expect(await photosOf(driver._id)).toEqual([]);

    const mine = await upload('/api/drivers/profile/photo', await plainJpeg(), own);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await profile(driver._id)).photo?._id).toBe(photoSchema.parse(mine.json().photo)._id);
    expect((await upload('/api/drivers/profile/photo', await plainJpeg(), tourist.token)).statusCode).toBe(403);
  });
});
