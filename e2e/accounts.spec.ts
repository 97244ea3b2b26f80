import { expect, test, type APIRequestContext, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { expectNoSeriousA11yViolations, logIn } from './helpers';
import { waitForMail } from './mail';

const A = MESSAGES.account;

/** A fresh tourist account made through the API (registration is journey 4's subject). */
async function newTourist(request: APIRequestContext, name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `${name} ${stamp}`, email: `${name.toLowerCase()}.${stamp}@example.com`, password: 'first-pass-1' };
  const response = await request.post('/api/users', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('forgot password: the login page links to it, the e-mailed link sets a new password once, and the new one signs in', async ({ page, request }) => {
  const account = await newTourist(request, 'Forgetful');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page, 'forgot password at 360px');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: A.resetRequested })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The link arrives by e-mail (read from the app's SMTP server) and works once.
  const mail = await waitForMail(account.email, 'Reset your LankaRide password');
  const link = /http:\/\/localhost:\d+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reset password at 360px');
  await page.getByLabel(/^New password\W*$/).fill('second-pass-2');
  await page.getByLabel('New password again').fill('second-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: A.resetDone })).toBeVisible();
  await logIn(page, account.email, 'second-pass-2');
  await expect(page.getByTestId('nav-username').first()).toHaveText(account.username);

  // The old password no longer works, and the used link is refused.
  expect((await request.post('/api/users/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);
  await page.goto(link![1]!);
  await page.getByLabel(/^New password\W*$/).fill('third-pass-3');
  await page.getByLabel('New password again').fill('third-pass-3');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: A.resetLinkInvalid })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the Account page: reached from the name in the navigation, it saves name and phone and changes the password', async ({ page, request }) => {
  const account = await newTourist(request, 'Settler');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  // On a phone the name is in the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-menu').getByTestId('nav-username').click();
  await expect(page).toHaveURL(/\/account$/);
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('Email')).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page, 'account at 360px');
  await expectNoSidewaysScroll(page);

  await details.getByLabel('Name').fill('Settled Traveller');
  await details.getByLabel('Phone').fill('+44 7700 900555');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status').filter({ hasText: A.updated })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Main' }).getByTestId('nav-username')).toHaveText('Settled Traveller');

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel(/^New password\W*$/).fill('changed-pass-9');
  await password.getByLabel('New password again').fill('changed-pass-9');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert').filter({ hasText: A.currentPasswordWrong })).toBeVisible();
  await password.getByLabel('Current password').fill(account.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status').filter({ hasText: A.passwordChanged })).toBeVisible();

  // This tab keeps working on its fresh token; the details stayed saved.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Name')).toHaveValue('Settled Traveller');
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Phone')).toHaveValue('+44 7700 900555');
  // The new password signs in; the old one does not; the account was told by e-mail.
  expect((await request.post('/api/users/login', { data: { email: account.email, password: 'changed-pass-9' } })).status()).toBe(200);
  expect((await request.post('/api/users/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);
  await waitForMail(account.email, 'Your LankaRide password was changed');
});
