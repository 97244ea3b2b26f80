import { expect, test } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, apiToken, logInAs } from './admin-helpers';

test('5. driver profile: edit, Cancel restores the saved data, Save shows the success message', async ({ page, request }) => {
  await logInAs(page, STAFF.kamal, /\/driver\/dashboard$/);
  await page.getByRole('navigation', { name: 'Driver', exact: true }).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/driver\/profile$/);
  const profile = page.getByLabel('Profile', { exact: true });
  await expect(profile).toContainText('kamal@lankaride.lk');
  await expect(profile).toContainText('B2345678');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Email')).toHaveValue('kamal@lankaride.lk');
  await page.getByLabel('Phone').fill('+94 70 000 0000');
  await page.getByLabel('Username').fill('');
  await page.getByLabel('License number').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(MESSAGES.driver.usernameRequired, { exact: true })).toHaveCount(1);
  await expect(page.getByText(MESSAGES.driver.licenseRequired, { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile).toContainText('+94 71 234 5678');
  await expect(profile).toContainText(STAFF.kamal.name);
  await expect(profile).not.toContainText('+94 70 000 0000');

  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(STAFF.kamal.name);
  await page.getByLabel('Phone').fill('+94 71 999 8888');
  await page.getByLabel('Experience (years)').fill('9');
  await page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'Hindi', exact: true }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.driver.profileUpdated })).toBeVisible();
  await expect(profile).toContainText('+94 71 999 8888');
  await expect(profile).toContainText('9 years');
  await expect(profile).toContainText('English, Tamil, French, Hindi');

  await page.reload();
  await expect(profile).toContainText('+94 71 999 8888');
  await expect(profile).toContainText('Hindi');

  // Leave the demo driver as other journeys know him.
  const token = await apiToken(request, STAFF.kamal);
  const restored = await request.put('/api/drivers/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username: STAFF.kamal.name, phone: '+94 71 234 5678', licenseNumber: 'B2345678', licenseExpiry: '2028-11-30', experienceYears: 8, languages: ['en', 'ta', 'fr'] },
  });
  expect(restored.ok()).toBe(true);
});
