import { expect, test, type Page } from './test';
import { STAFF, apiToken } from './admin-helpers';
import { messagesIn, labelled } from './helpers';

/**
 * Issue 26, item 9 (decision 081): an account has no language until its person chooses one. A
 * driver the office made, on a phone that speaks Sinhala, keeps Sinhala after signing in; a
 * choice made with the switcher while signed in becomes the account's.
 */
test.use({ locale: 'si-LK', viewport: { width: 1280, height: 900 } });


async function accountLanguage(page: Page, token: string): Promise<string | null | undefined> {
  const response = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { preferredLanguage?: string | null }).preferredLanguage;
}

test('a driver the office made reads Sinhala on a Sinhala phone before and after signing in; the switcher saves a choice to the account', async ({ page }) => {
  const si = messagesIn('si');
  const ta = messagesIn('ta');
  const admin = { Authorization: `Bearer ${await apiToken(page.request, STAFF.admin)}` };
  const driver = { email: `phone-si-${Date.now()}@example.com`, password: 'Driver@123' };
  const created = await page.request.post('/api/admin/drivers', {
    headers: admin,
    data: { username: 'Pradeep Kumara', ...driver, licenseNumber: 'B-2681', phone: '+94 77 555 0126' },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect(((await created.json()) as { preferredLanguage?: string | null }).preferredLanguage).toBeNull();

  // The login page in the phone's language.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(si.accountUi.login.title);
  await labelled(page, si.fields.email).fill(driver.email);
  await labelled(page, si.fields.password).fill(driver.password);
  await page.getByRole('button', { name: si.accountUi.login.submit }).click();
  await expect(page).toHaveURL(/\/driver\/dashboard$/);

  // Still Sinhala once signed in, and nothing was saved: nobody chose it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(si.staffAreaUi.driverDashboard.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  const token = await apiToken(page.request, driver);
  expect(await accountLanguage(page, token)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(si.staffAreaUi.driverDashboard.title);
  expect(await accountLanguage(page, token)).toBeNull();

  // He chooses Tamil with the switcher: the page follows and the account keeps it.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/me/language') && r.request().method() === 'PUT' && r.ok());
  await page.getByRole('combobox', { name: si.site.language, exact: true }).first().selectOption('ta');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.staffAreaUi.driverDashboard.title);
  await expect.poll(() => accountLanguage(page, token)).toBe('ta');
});
