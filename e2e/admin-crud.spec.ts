import { expect, test, type Page } from './test';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { STAFF, bookThroughApi, logInAs, tripAhead } from './admin-helpers';

/** Each message appears exactly once on the page (one alert per rule, no duplicates). */
async function expectEachOnce(page: Page, messages: readonly string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}

test('3a. admin creates, edits and deletes a vehicle', async ({ page }) => {
  const V = MESSAGES.vehicleForm;
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Vehicles' }).click();
  await page.getByRole('link', { name: 'Add vehicle' }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles\/new$/);
  await page.getByRole('button', { name: 'Create vehicle' }).click();
  await expectEachOnce(page, [V.typeRequired, V.brandRequired, V.modelRequired, V.seatsMin, V.priceRequired]);

  await page.getByLabel('Type').selectOption('SUV');
  await page.getByLabel('Brand').fill('Perodua');
  await page.getByLabel('Model').fill('Aruz E2E');
  await page.getByLabel('Seating capacity').fill('0');
  await page.getByLabel('Price per day ($)').fill('-5');
  await page.getByLabel('Price per hour ($)').fill('9.5');
  await page.getByRole('button', { name: 'Create vehicle' }).click();
  await expectEachOnce(page, [V.seatsMin, V.priceMin]);
  await expect(page.getByText(V.brandRequired)).toHaveCount(0);

  await page.getByLabel('Seating capacity').fill('7');
  await page.getByLabel('Price per day ($)').fill('64.99');
  await page.getByRole('checkbox', { name: 'Air Conditioning' }).check();
  await page.getByRole('radio', { name: 'Automatic' }).check();
  await page.getByLabel('Image URL').fill('/images/vehicles/suv-vezel.svg');
  await page.getByRole('button', { name: 'Create vehicle' }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.vehicleCreated })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Perodua Aruz E2E' });
  await expect(row).toContainText('$64.99');
  await expect(row).toContainText('$9.50');
  await expect(row).toContainText('Available');

  await row.getByRole('link', { name: 'Edit Perodua Aruz E2E' }).click();
  await expect(page.getByLabel('Model')).toHaveValue('Aruz E2E');
  await expect(page.getByRole('radio', { name: 'Automatic' })).toBeChecked();
  await page.getByLabel('Model').fill('Aruz X E2E');
  await page.getByRole('checkbox', { name: /Available for booking/ }).uncheck();
  await page.getByRole('button', { name: 'Update vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.vehicleUpdated })).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: 'Perodua Aruz X E2E' });
  await expect(edited).toContainText('Unavailable');

  await edited.getByRole('button', { name: 'Delete Perodua Aruz X E2E' }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText(MESSAGES.admin.confirmVehicleDelete);
  await prompt.getByRole('button', { name: 'Delete vehicle' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.api.vehicleDeleted })).toBeVisible();
  await expect(edited).toHaveCount(0);
});

test('3b. deleting a vehicle with an active booking fails and keeps it', async ({ page, request }) => {
  await bookThroughApi(request, { model: 'Caravan', trip: tripAhead(290, 2), driverOption: 'selfDrive' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.goto('/admin/vehicles');
  const row = page.getByRole('row').filter({ hasText: 'Nissan Caravan' });
  await row.getByRole('button', { name: 'Delete Nissan Caravan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete vehicle' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.admin.deleteFailed(MESSAGES.api.vehicleHasActiveBookings) })).toBeVisible();
  await expect(row).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Nissan Caravan' })).toBeVisible();
});

test('3c. admin creates, edits and deletes a driver', async ({ page, request }) => {
  const D = MESSAGES.driverForm;
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Drivers' }).click();
  await page.getByRole('link', { name: 'Add driver' }).click();
  await page.getByRole('button', { name: 'Create driver' }).click();
  await expectEachOnce(page, [D.usernameEmailRequired, D.passwordRequiredForNew, D.licenseRequired]);

  await page.getByLabel('Username').fill('Ruwan Jayasuriya');
  await page.getByLabel('Email').fill('ruwan.e2e@lankaride.lk');
  await page.getByLabel('Phone').fill('+94 77 555 0101');
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('License number').fill('B7654321');
  await page.getByRole('button', { name: 'Create driver' }).click();
  await expectEachOnce(page, [D.passwordTooShort]);
  await expect(page.getByText(D.usernameEmailRequired)).toHaveCount(0);

  await page.getByLabel('Password').fill('Ruwan@123');
  await page.getByLabel('License expiry').fill('2030-06-30');
  await page.getByLabel('Experience (years)').fill('6');
  const languages = page.getByRole('group', { name: 'Languages' });
  for (const name of ['English', 'Sinhala', 'Italian']) await languages.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: 'Create driver' }).click();
  await expect(page).toHaveURL(/\/admin\/drivers$/);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.driverCreated })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Ruwan Jayasuriya' });
  await expect(row).toContainText('Italian');
  await expect(row).toContainText('B7654321');

  await row.getByRole('link', { name: 'Edit Ruwan Jayasuriya' }).click();
  for (const name of ['English', 'Sinhala', 'Italian']) await expect(page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Languages' }).getByRole('checkbox', { name: 'German', exact: true })).not.toBeChecked();
  await page.getByLabel('New password', { exact: true }).fill('Ruwan@456');
  await page.getByLabel('Confirm new password').fill('Ruwan@457');
  await page.getByRole('button', { name: 'Update driver' }).click();
  await expectEachOnce(page, [D.passwordsDoNotMatch]);
  await page.getByLabel('Confirm new password').fill('Ruwan@456');
  await page.getByLabel('License number').fill('');
  await page.getByRole('button', { name: 'Update driver' }).click();
  await expectEachOnce(page, [D.licenseRequired]);
  await page.getByLabel('License number').fill('B7654322');
  await page.getByRole('button', { name: 'Update driver' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.admin.driverUpdated })).toBeVisible();
  await expect(row).toContainText('B7654322');
  const login = await request.post('/api/users/login', { data: { email: 'ruwan.e2e@lankaride.lk', password: 'Ruwan@456' } });
  expect(login.ok()).toBe(true);

  await row.getByRole('button', { name: 'Delete Ruwan Jayasuriya' }).click();
  const prompt = page.getByRole('dialog');
  await expect(prompt).toContainText(MESSAGES.admin.confirmDriverDelete);
  await prompt.getByRole('button', { name: 'Delete driver' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.api.driverDeleted })).toBeVisible();
  await expect(row).toHaveCount(0);
});
