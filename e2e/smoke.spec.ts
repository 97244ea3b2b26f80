import { expect, test } from './test';

test('the server serves the web app and the API on one origin', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Sri Lanka your way' })).toBeVisible();
  const vehicles = await request.get('/api/vehicles');
  expect(vehicles.status()).toBe(200);
  expect((await vehicles.json()).length).toBeGreaterThanOrEqual(12);
});
