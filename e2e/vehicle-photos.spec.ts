import sharp from 'sharp';
import { expect, test } from './test';
import { STAFF, apiToken, logInAs } from './admin-helpers';

/**
 * Issue 30 (decision 099): the office uploads photos on the vehicle's edit page, reorders them,
 * sees a refused file's reason; the vehicle page's gallery shows them, and the arrow keys and the
 * full-screen view move through them.
 */
const photo = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 1200, height: 750, channels: 3, background: colour } })
    .composite([{ input: { create: { width: 300, height: 750, channels: 3, background: { r: 250, g: 250, b: 250 } } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();

test('the admin uploads, reorders and sees the photos in the vehicle page gallery', async ({ page, request }) => {
  const token = await apiToken(request, STAFF.admin);
  const created = await request.post('/api/admin/vehicles', {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 'Car', brand: 'Toyota', model: 'Aqua E2E Photos', seatingCapacity: 4, features: ['Automatic'], pricingDetails: { perDay: 40, perHour: 7 }, image: '/images/vehicles/car-axio.svg', availabilityStatus: true },
  });
  expect(created.status()).toBe(201);
  const vehicle = (await created.json()) as { _id: string };

  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto(`/admin/vehicles/edit/${vehicle._id}`);
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'red-side.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 200, g: 30, b: 40 }) },
    { name: 'blue-front.jpg', mimeType: 'image/jpeg', buffer: await photo({ r: 30, g: 60, b: 200 }) },
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('These are my notes, not a photo.') },
  ]);
  const cards = page.getByTestId('admin-photo');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('notes.jpg was not added: This file is not a picture we can read. Send a JPEG, PNG, WebP or HEIC photo.')).toBeVisible();
  await expect(cards.first()).toContainText('Main photo');

  const read = async () => ((await (await request.get(`/api/vehicles/${vehicle._id}`)).json()) as { image: string; photos: { _id: string; url: string }[] });
  const [red, blue] = (await read()).photos;
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(page.getByText('Order saved.')).toBeVisible();
  await expect.poll(async () => (await read()).photos.map((p) => p._id)).toEqual([blue!._id, red!._id]);
  expect((await read()).image).toBe(blue!.url);

  await cards.first().getByLabel('Alt text (English)').fill('Blue Toyota Aqua, front');
  await cards.first().getByRole('button', { name: 'Save alt text' }).click();
  await expect(page.getByText('Alt text saved.')).toBeVisible();

  await page.goto(`/vehicles/${vehicle._id}`);
  const gallery = page.getByTestId('vehicle-gallery');
  const main = gallery.getByRole('img', { name: 'Blue Toyota Aqua, front' });
  await expect(main).toHaveAttribute('src', blue!.url);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('1 / 2');
  await gallery.getByTestId('gallery-main').focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('2 / 2');
  await expect(gallery.locator('[data-testid="gallery-main"] img')).toHaveAttribute('src', red!.url);
  await page.keyboard.press('ArrowLeft');
  await expect(gallery.getByTestId('gallery-counter')).toHaveText('1 / 2');

  await gallery.getByRole('button', { name: 'View photos full screen' }).click();
  const dialog = page.getByTestId('gallery-dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('gallery-counter')).toHaveText('2 / 2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
