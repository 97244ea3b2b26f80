import { expect, test } from './test';
import { DEMO } from './helpers';
import { STAFF, logInAs } from './admin-helpers';

test('4a. a tourist opening /admin/... or /driver/... lands on /', async ({ page }) => {
  await logInAs(page, DEMO.tourist, /\/$/);
  for (const path of ['/admin', '/admin/dashboard', '/admin/bookings', '/admin/vehicles/new', '/admin/timeline', '/driver', '/driver/bookings', '/driver/profile']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Sri Lanka your way' })).toBeVisible();
  }
});

test('4b. a driver lands on /driver/dashboard after login and is kept out of /admin', async ({ page }) => {
  await logInAs(page, STAFF.kamal, /\/driver\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Driver dashboard' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Driver', exact: true });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'My Schedule', 'My Profile']);
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/driver');
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('4c. an admin lands on /admin/dashboard after login and may use the driver area; Logout goes home', async ({ page }) => {
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Vehicles', 'Bookings', 'Users', 'Drivers', 'Timeline', 'Inbox', 'Outbox', 'Reviews', 'Finance', 'Pricing', 'Extras', 'Tours', 'Transfer fares', 'Pages']);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/driver');
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await page.goto('/admin/dashboard');
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('4d. on a phone the staff sidebar folds into the site menu (one menu button)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(1);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toBeHidden();
  await toggle.click();
  const sidebar = page.getByRole('navigation', { name: 'Admin', exact: true });
  await sidebar.getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(sidebar).toBeHidden();
});
