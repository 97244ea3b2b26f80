import { expect, test } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, logIn } from './helpers';

test('6a. a corrupt authUser in storage signs out silently, with no crash', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('authToken', 'a.b.c');
    localStorage.setItem('authUser', '{"username": oops');
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Sri Lanka your way' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Bookings' })).toHaveCount(0);
  // A rendered page shows before its code runs (decision 103): wait for the app to clear the storage.
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('authUser')])).toEqual([null, null]);
  expect(errors).toEqual([]);
});

test('6b. an unknown route shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/where/is/the/beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/where/is/the/beach')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Sri Lanka your way' })).toBeVisible();
});

test('6c. a token the server no longer accepts signs out and sends the user to log in, then back', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const payload = btoa(JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', exp: Math.floor(Date.now() / 1000) + 3600 }));
    localStorage.setItem('authToken', `eyJhbGciOiJIUzI1NiJ9.${payload.replace(/=+$/, '')}.c2lnbmF0dXJl`);
    localStorage.setItem('authUser', JSON.stringify({ username: 'Emma Wilson', role: 'tourist' }));
  });
  await page.goto('/manage-bookings');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MESSAGES.myBookings.unauthorized)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await logIn(page, DEMO.tourist.email, DEMO.tourist.password);
  await expect(page).toHaveURL(/\/manage-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
});
