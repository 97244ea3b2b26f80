import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { logIn } from './helpers';
import { waitForMail } from './mail';

const R = MESSAGES.registration;
const alerts = (page: Page) => page.locator('form [role="alert"]');

test('4. register a tourist and a driver, each validation message shown, then log in', async ({ page }) => {
  const stamp = Date.now();

  await page.goto('/register/details');
  await expect(page).toHaveURL(/\/register$/);

  // Tourist
  await page.getByRole('button', { name: /Tourist/ }).click();
  await expect(page).toHaveURL(/\/register\/details$/);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(alerts(page)).toHaveText([R.usernameEmailRequired, R.passwordTooShort]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Tara ${stamp}`);
  await page.getByLabel('Email').fill(`tara.${stamp}@example.com`);
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(alerts(page)).toHaveText([R.passwordTooShort]);
  await page.getByLabel('Password').fill('123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(R.success('tourist'))).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(`tara.${stamp}@example.com`);
  await page.getByLabel('Password').fill('123456');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByTestId('nav-username')).toHaveText(`Tara ${stamp}`);
  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  // Driver
  await nav.getByRole('link', { name: 'Register' }).click();
  await page.getByRole('button', { name: /Driver/ }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(alerts(page)).toHaveText([R.usernameEmailRequired, R.passwordTooShort, R.phoneRequiredForDrivers, R.licenseRequired]);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Dinesh ${stamp}`);
  await page.getByLabel('Email').fill(`dinesh.${stamp}@example.com`);
  await page.getByLabel('Password').fill('drive1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(alerts(page)).toHaveText([R.phoneRequiredForDrivers, R.licenseRequired]);
  await page.getByLabel('Phone').fill('+94 77 555 0101');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(alerts(page)).toHaveText([R.licenseRequired]);
  await page.getByLabel('License number').fill(`B${stamp}`.slice(0, 12));
  await page.getByLabel('Years of experience').fill('6');
  for (const name of ['English', 'Sinhala']) await page.getByRole('group', { name: 'Languages you speak' }).getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(R.success('driver'))).toBeVisible();
  await logIn(page, `dinesh.${stamp}@example.com`, 'drive1');
  await expect(page).toHaveURL(/\/driver\/dashboard$/);
  await expect(nav.getByTestId('nav-username')).toHaveText(`Dinesh ${stamp}`);

  // The same email again: the same answer as for a new one (registration does not say which
  // addresses have accounts); nothing changes, and the owner is told by e-mail.
  await nav.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/register');
  await page.getByRole('button', { name: /Tourist/ }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone');
  await page.getByLabel('Email').fill(`tara.${stamp}@example.com`);
  await page.getByLabel('Password').fill('not-taras-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(R.success('tourist'))).toBeVisible();
  await logIn(page, `tara.${stamp}@example.com`, 'not-taras-password');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.login.invalidCredentials })).toBeVisible();
  await waitForMail(`tara.${stamp}@example.com`, 'You already have a LankaRide account');
});
