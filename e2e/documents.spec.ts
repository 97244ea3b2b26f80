import { expect, test } from './test';
import sharp from 'sharp';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { expectNoSeriousA11yViolations, logIn, saveScreenshot } from './helpers';
import { STAFF, newSession, tripAhead, vehicleId } from './admin-helpers';
import { waitForMail } from './mail';

/**
 * Issue 33 (decision 107): a self-drive tourist sends their licence from My Bookings on a phone
 * and says the permit comes from the airport counter; the office rejects the photo with a reason;
 * the tourist is e-mailed the reason, never the document. Trips here keep to 725-727 days ahead.
 */
const T = MESSAGES.documentsUi;

test.use({ viewport: { width: 360, height: 740 } });

test('a tourist sends a document from My Bookings, the office rejects it with a reason, the tourist is e-mailed', async ({ page, browser, request }) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `Driver ${stamp}`, email: `selfdrive.${stamp}@example.com`, password: 'first-pass-1' };
  expect((await request.post('/api/users', { data: account })).status()).toBe(201);
  const token = ((await (await request.post('/api/users/login', { data: { email: account.email, password: account.password } })).json()) as { token: string }).token;
  const made = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { vehicleId: await vehicleId(request, 'Prius'), name: account.username, email: account.email, phone: '+44 7700 900125', ...tripAhead(725, 2), numTourists: 1, driverOption: 'selfDrive', specialRequests: '' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const booking = (await made.json()) as { _id: string };
  const ref = shortReference(booking._id);

  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/manage-bookings');
  const card = page.getByRole('article').filter({ has: page.getByTestId('booking-ref').getByText(ref, { exact: true }) });
  const documents = card.getByTestId('documents');
  await expect(documents.getByTestId('documents-missing')).toHaveText(T.missingCount(4));

  // A photo of the licence's front, as the phone's file picker gives it.
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 210, b: 230 } } }).jpeg().toBuffer();
  await documents.getByTestId('choose-file-licence_front').setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(documents.getByText(T.uploaded(T.kinds.licence_front))).toBeVisible();
  await expect(documents.getByTestId('document-licence_front').getByTestId('document-status')).toHaveText(T.status.pending);
  await documents.getByLabel(T.atCounter).check();
  await expect(documents.getByTestId('document-permit').getByTestId('document-status')).toHaveText(T.status.atCounter);
  await expect(documents.getByTestId('documents-missing')).toHaveText(T.missingCount(2));
  await expectNoSeriousA11yViolations(page, 'documents on My Bookings');
  await documents.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'documents-my-bookings');

  // The office opens the booking and rejects the photo with a reason.
  const office = await newSession(browser, STAFF.admin, /\/admin\/dashboard$/);
  await office.goto(`/admin/bookings/${booking._id}`);
  const panel = office.getByTestId('documents-review');
  await expect(panel).toContainText(T.staffAtCounter);
  await panel.getByTestId('reject-licence_front').click();
  const dialog = office.getByRole('dialog', { name: T.rejectTitle(T.kinds.licence_front) });
  await dialog.getByLabel(T.rejectReason).fill('The photo is too dark to read.');
  await dialog.getByRole('button', { name: T.rejectConfirm }).click();
  await expect(office.getByTestId('documents-outcome')).toHaveText(T.rejectedDone(T.kinds.licence_front));
  await expect(panel.getByTestId('review-licence_front').getByTestId('review-status')).toHaveText(T.status.rejected);
  await expectNoSeriousA11yViolations(office, 'documents on the booking page');
  await saveScreenshot(office, 'documents-staff');
  await office.context().close();

  // The tourist reads the reason in an e-mail that carries no document, and on My Bookings.
  const mail = await waitForMail(account.email, `Booking ${ref}: please send a document again`);
  expect(mail.text).toContain('The photo is too dark to read.');
  expect(mail.text).not.toContain('/api/document-files/');
  await page.reload();
  await expect(card.getByTestId('document-licence_front')).toContainText(T.rejectedReason('The photo is too dark to read.'));
  await expect(card.getByTestId('documents-missing')).toHaveText(T.missingCount(3));
});
