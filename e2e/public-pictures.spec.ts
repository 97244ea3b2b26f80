import { expect, test } from './test';
import { vehicleByModel } from './helpers';

/**
 * Issue 25, item 14 (decision 076): the API answers our pictures as absolute URLs under
 * PUBLIC_URL; our own pages still draw them (the policy allows them) on the list and the vehicle page.
 */
test('the web app draws the pictures the API answers as absolute URLs', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|img-src/i.test(message.text())) refused.push(message.text());
  });
  const vehicle = await vehicleByModel(page, 'Prius');
  type Answered = { image: string; photos: { url: string }[] };
  const read = async () => (await (await page.request.get(`/api/vehicles/${vehicle._id}`)).json()) as Answered;
  // The demo photos are added just after the server first listens (decision 099).
  await expect.poll(async () => (await read()).photos.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const answered = await read();
  // The demo Prius has photos (decision 099): its picture is the first one, answered under PUBLIC_URL too.
  expect(answered.image).toBe(answered.photos[0]!.url);
  expect(answered.image.startsWith(`${baseURL}/media/`)).toBe(true);

  await page.goto(`/vehicles/${vehicle._id}`);
  const picture = page.getByRole('img', { name: /Toyota Prius/ }).first();
  await expect(picture).toHaveAttribute('src', answered.image);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.goto('/available-vehicles');
  const card = page.getByRole('article').filter({ hasText: 'Toyota Prius' }).first().locator('img').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute('src', answered.image);
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(refused).toEqual([]);
});
