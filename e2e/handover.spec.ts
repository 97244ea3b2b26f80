import { expect, test, type APIRequestContext, type Page } from './test';
import sharp from 'sharp';
import type { UiLanguage } from '../packages/shared/src/i18n/locales';
import { labelled, logIn, messagesIn, saveScreenshot } from './helpers';
import { STAFF, apiToken, newSession, tripStartingSoon } from './admin-helpers';
import { shortReference } from '../packages/shared/src/booking-status';
import { readPdfText } from './pdf-text';
import { expectNoSidewaysScroll, newTourist, priceIn } from './people-helpers';

/**
 * Issue 33 (decision 112): a self-drive booking from documents to return, all in the browser. The
 * tourist sends their documents from My Bookings on a phone, the office verifies each on the
 * booking's page, then hands the vehicle over on a 360 px phone (four photos,
 * fuel 8/8, an old scratch, the tourist's signature) and takes it back (a new dent, fuel 6/8); the
 * office confirms the proposed fuel charge and a damage amount, and the balance counts them. Once
 * in English; once in German with the permit got at the airport counter (the staff's tick).
 */
test.use({ viewport: { width: 360, height: 740 } });

const DOCUMENT_KINDS = ['licence_front', 'licence_back', 'idp', 'permit'] as const;

/** A self-drive booking starting in about two minutes, on the first vehicle free for it. */
async function selfDriveSoon(request: APIRequestContext, token: string, account: { username: string; email: string }) {
  const { trip, pickupAt } = tripStartingSoon(120, {}, 90);
  const vehicles = (await (await request.get('/api/vehicles')).json()) as { _id: string }[];
  for (const vehicle of vehicles) {
    const made = await request.post('/api/bookings', {
      headers: { Authorization: `Bearer ${token}` },
      data: { vehicleId: vehicle._id, name: account.username, email: account.email, phone: '+49 170 5550123', ...trip, numTourists: 1, driverOption: 'selfDrive', specialRequests: '' },
    });
    if (made.status() === 201) return { id: ((await made.json()) as { _id: string })._id, pickupAt };
  }
  throw new Error('No vehicle free for a self-drive trip starting soon');
}

/** A photo as a phone's camera gives it (a small generated JPEG, a shade per side). */
const photoOf = async (shade: number) => ({
  name: `side-${shade}.jpg`,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 180, b: 200 } } }).jpeg().toBuffer(),
});

/** Draws a short signature on the form's canvas with the mouse. */
async function sign(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [[60, -30], [100, 20], [150, -25], [200, 15], [250, -10]] as const) await page.mouse.move(box.x + dx, box.y + box.height * 0.5 + dy, { steps: 4 });
  await page.mouse.up();
}

async function fillForm(page: Page, m: ReturnType<typeof messagesIn>, readings: { km: number; fuel: number }) {
  const T = m.handoverUi;
  await labelled(page, T.odometer).fill(String(readings.km));
  await page.getByRole('radio', { name: `${readings.fuel}/8`, exact: true }).check({ force: true });
  const sides = ['front', 'back', 'left', 'right'] as const;
  for (const [i, side] of sides.entries()) {
    await page.getByTestId(`photo-${side}`).locator('input[type=file]').setInputFiles(await photoOf(60 + i * 40));
    await expect(page.getByTestId(`photo-${side}`)).toContainText(T.uploaded);
  }
}

// The office's page in the tourist's language saves that choice to the shared admin account
// (AccountLanguageSync): give it back its English, which the other journeys read it in.
test.afterEach(async ({ request }) => {
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  expect((await request.put('/api/users/me/language', { headers: admin, data: { preferredLanguage: 'en' } })).status()).toBe(200);
});

for (const lang of ['en', 'de'] as const satisfies readonly UiLanguage[]) {
  test(`a self-drive trip from documents to handover and return with a damage and fuel charge (${lang})`, async ({ page, browser, request }) => {
    test.slow();
    const m = messagesIn(lang);
    const T = m.handoverUi;
    const atCounter = lang !== 'en';
    const account = await newTourist(request, `Handover ${lang}`, lang);
    const tourist = await apiToken(request, account);
    const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
    const { id, pickupAt } = await selfDriveSoon(request, tourist, account);

    // The tourist sends the documents from My Bookings on their phone, as its file picker gives
    // them; the German tourist gets the permit at the airport counter instead.
    const D = m.documentsUi;
    const picture = await photoOf(220);
    const phone = await newSession(browser, account, /\/$/);
    await phone.setViewportSize({ width: 360, height: 740 });
    await phone.goto('/manage-bookings');
    const documents = phone.getByRole('article').filter({ has: phone.getByTestId('booking-ref').getByText(shortReference(id), { exact: true }) }).getByTestId('documents');
    for (const kind of DOCUMENT_KINDS) {
      if (kind === 'permit' && atCounter) continue;
      await documents.getByTestId(`choose-file-${kind}`).setInputFiles({ ...picture, name: `${kind}.jpg` });
      await expect(documents.getByTestId(`document-${kind}`).getByTestId('document-status')).toHaveText(D.status.pending);
    }
    if (atCounter) {
      await documents.getByLabel(D.atCounter).check();
      await expect(documents.getByTestId('document-permit').getByTestId('document-status')).toHaveText(D.status.atCounter);
    }
    await expect(documents.getByTestId('documents-missing')).toHaveText(D.allSent);
    await phone.context().close();
    // The office confirms the booking, and verifies each document on the booking's page.
    expect((await request.patch(`/api/admin/bookings/${id}`, { headers: admin, data: { status: 'confirmed' } })).status()).toBe(200);
    await page.goto('/login');
    await logIn(page, STAFF.admin.email, STAFF.admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/bookings/${id}?lang=${lang}`);
    const review = page.getByTestId('documents-review');
    for (const kind of DOCUMENT_KINDS) {
      if (kind === 'permit' && atCounter) continue;
      await review.getByTestId(`verify-${kind}`).click();
      await expect(review.getByTestId(`review-${kind}`).getByTestId('review-status')).toHaveText(D.status.verified);
    }

    // Handover at the branch on a phone.
    // The office's phone in the tourist's language (kept as the choice for the next pages).
    await page.goto(`/admin/bookings/${id}?lang=${lang}`);
    await page.getByTestId('handover-panel').getByRole('link', { name: T.openHandover }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}/handover$`));
    await expect(page.getByRole('heading', { name: T.titleHandover })).toBeVisible();
    await fillForm(page, m, { km: 42000, fuel: 8 });
    await labelled(page, T.addAt).selectOption('left');
    await page.getByRole('button', { name: T.addMark }).click();
    await page.getByTestId('damage-mark').getByRole('textbox').fill('Old scratch on the rear door');
    await sign(page);
    const permit = page.getByRole('checkbox', { name: T.permitSeen });
    if (atCounter) {
      // Sent without the tick, the server refuses it and the form keeps every answer.
      await page.getByRole('button', { name: T.submitHandover }).click();
      await expect(page.getByRole('alert').filter({ hasText: m.handoversApi.permitNotChecked })).toBeVisible();
      await permit.check();
    } else {
      await expect(permit).toHaveCount(0);
    }
    await expectNoSidewaysScroll(page, 'the handover form');
    await saveScreenshot(page, `handover-form-${lang}`);
    await page.getByRole('button', { name: T.submitHandover }).click();
    await expect(page.getByText(T.handoverDone)).toBeVisible();

    // The return, once the pickup minute has come (the server's clock rule).
    await expect.poll(() => Date.now(), { timeout: 180_000, intervals: [2_000] }).toBeGreaterThan(pickupAt + 1_000);
    await page.goto(`/admin/bookings/${id}`);
    await page.getByTestId('handover-panel').getByRole('link', { name: T.openReturn }).click();
    await expect(page.getByTestId('handover-reading')).toHaveText(T.reading(42000, 8));
    // The handover's scratch is already on the outline; the new dent is tapped on the right side.
    await expect(page.getByTestId('damage-mark')).toHaveCount(1);
    await fillForm(page, m, { km: 42150, fuel: 6 });
    const outline = page.getByTestId('vehicle-outline');
    await outline.scrollIntoViewIfNeeded();
    const box = (await outline.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.84, box.y + box.height * 0.4);
    await expect(page.getByTestId('damage-mark')).toHaveCount(2);
    await expect(page.getByTestId('damage-mark').nth(1)).toContainText(T.markTitle(2, T.sides.right));
    await page.getByTestId('damage-mark').nth(1).getByRole('textbox').fill('Dent on the right front door');
    await sign(page);
    await expectNoSidewaysScroll(page, 'the return form');
    await saveScreenshot(page, `return-form-${lang}`);
    await page.getByRole('button', { name: T.submitReturn }).click();
    await expect(page.getByText(T.returnDone)).toBeVisible();
    const comparison = page.getByTestId('handover-comparison');
    await expect(comparison).toContainText(T.fuelShort(2));
    await expect(comparison).toContainText(T.newMarks(1));
    await expect(page.getByTestId('charge-fuel').getByTestId('charge-status')).toHaveText(T.chargeStatus.proposed);
    await expect(page.getByTestId('charge-damage')).toContainText(T.chargeDamage('Dent on the right front door'));
    await saveScreenshot(page, `return-done-${lang}`);

    // The office confirms the fuel and the damage with its amount; the balance counts both.
    await page.goto(`/admin/bookings/${id}`);
    const panel = page.getByTestId('handover-panel');
    await panel.getByTestId('charge-fuel').getByRole('button', { name: T.confirm }).click();
    await expect(panel.getByTestId('charge-fuel').getByTestId('charge-status')).toContainText(T.chargeStatus.confirmed);
    await labelled(panel.getByTestId('charge-damage'), T.damageAmount).fill('120');
    await panel.getByTestId('charge-damage').getByRole('button', { name: T.confirm }).click();
    await expect(panel.getByTestId('charge-damage').getByTestId('charge-status')).toContainText(T.chargeStatus.confirmed);
    const inspections = (await (await request.get(`/api/bookings/${id}/inspections`, { headers: admin })).json()) as { charges: { kind: string; unitAmount: number; amount: number }[] };
    const fuel = inspections.charges.find((c) => c.kind === 'fuel')!;
    const breakdown = page.getByTestId('balance-breakdown');
    await expect(breakdown).toContainText(m.bookingUi.price.fuelLine(2, priceIn(lang, fuel.unitAmount)));
    await expect(breakdown).toContainText(`+${priceIn(lang, fuel.amount)}`);
    await expect(breakdown).toContainText(m.bookingUi.price.damageLine);
    await expect(breakdown).toContainText(`+${priceIn(lang, 120)}`);
    await expectNoSidewaysScroll(page, 'the booking page with the charges');
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `handover-charges-${lang}`);

    // The condition report both sides keep, from the office's panel, in the tourist's language.
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: T.report }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lankaride-condition-report-[A-Z0-9]+\.pdf$/);
    const report = (await readPdfText((await download.path())!)).replace(/\s+/g, ' ');
    const km = (n: number) => `${new Intl.NumberFormat(lang).format(n)} km`;
    for (const words of [km(42000), km(42150), 'Old scratch on the rear door', 'Dent on the right front door']) expect(report, words).toContain(words);
  });
}
