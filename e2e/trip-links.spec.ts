import { expect, test } from './test';
import { shortReference } from '../packages/shared/src';
import { expectNoSeriousA11yViolations, messagesIn, saveScreenshot } from './helpers';
import { newTourist } from './people-helpers';
import { STAFF, apiToken, logInAs, tripAhead, vehicleId } from './admin-helpers';

/** Calendars and chat links (decision 108), on a phone. */
test.use({ viewport: { width: 360, height: 740 } });

test("a driver's calendar address: copy it, make a new one, the old one stops at once", async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const T = messagesIn('en').tripLinksUi;
  await logInAs(page, STAFF.kamal, /\/driver\/dashboard$/);
  await page.goto('/driver/profile');
  const address = page.getByLabel(T.feedLabel);
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const old = new URL(await address.inputValue());
  const feed = await request.get(old.pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await page.getByRole('button', { name: T.copy, exact: true }).click();
  await expect(page.getByText(T.copied, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old.href);

  await page.getByRole('button', { name: T.renew, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(T.renewConfirm);
  await dialog.getByRole('button', { name: T.renew, exact: true }).click();
  await expect(page.getByText(T.renewed, { exact: true })).toBeVisible();
  await expect(address).not.toHaveValue(old.href);
  expect((await request.get(old.pathname)).status()).toBe(404);
  expect((await request.get(new URL(await address.inputValue()).pathname)).status()).toBe(200);

  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoSeriousA11yViolations(page, 'driver profile with the calendar address');
  await saveScreenshot(page, 'driver-calendar');
});

test('My Bookings in German: the trip as an .ics, WhatsApp to the office and to the driver', async ({ page, request }) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const kamal = (await (await request.get('/api/drivers/profile', { headers: { Authorization: `Bearer ${await apiToken(request, STAFF.kamal)}` } })).json()) as { _id: string };
  expect((await request.put('/api/admin/chat-settings', { headers: admin, data: { officeWhatsApp: '+94 77 555 1234' } })).status()).toBe(200);
  const tourist = await newTourist(request, 'Katrin Schäfer', 'de');
  const made = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${await apiToken(request, tourist)}` },
    data: { vehicleId: await vehicleId(request, 'Caravan'), name: tourist.username, email: tourist.email, phone: tourist.phone, ...tripAhead(470 + test.info().retry * 10, 2), numTourists: 2, driverOption: 'withDriver', specialRequests: '' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as { _id: string };
  const confirm = await request.patch(`/api/admin/bookings/${booking._id}`, { headers: admin, data: { status: 'confirmed', driverId: kamal._id } });
  expect(confirm.status(), await confirm.text()).toBe(200);

  try {
    const T = messagesIn('de').tripLinksUi;
    await logInAs(page, tourist, /\/$/);
    await page.goto('/manage-bookings');
    const card = page.getByRole('article').filter({ hasText: shortReference(booking._id) });
    const office = card.getByRole('link', { name: T.chatOffice });
    await expect(office).toHaveAttribute('href', /^https:\/\/wa\.me\/94775551234\?text=/);
    expect(decodeURIComponent((await office.getAttribute('href'))!.split('text=')[1]!)).toContain(`#${shortReference(booking._id)}`);
    await expect(card.getByRole('link', { name: T.chatDriver })).toHaveAttribute('href', /^https:\/\/wa\.me\/94\d+\?text=/);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: T.addToCalendar }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    await expectNoSeriousA11yViolations(page, 'My Bookings with the trip links');
    await saveScreenshot(page, 'my-bookings-trip-links');
  } finally {
    await request.put('/api/admin/chat-settings', { headers: admin, data: { officeWhatsApp: '' } });
  }
});
