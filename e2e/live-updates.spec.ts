import { expect, test, type Page } from './test';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { DEMO, expectNoSeriousA11yViolations, saveScreenshot } from './helpers';
import { STAFF, bookThroughApi, logInAs, newSession, tripAhead } from './admin-helpers';

/**
 * Decision 109: changes reach every signed-in screen as they happen. The office's bookings list
 * and the tourist's My Bookings (each in a browser of its own) show a booking made elsewhere
 * without a reload, and the office sees (and hears) the quiet "New booking" notice.
 */
test('a booking made elsewhere appears in the office list and in My Bookings without a reload, with the office notice', async ({ page, browser, request }) => {
  // The chime is the Web Audio API's: count the notes it starts.
  await page.addInitScript(() => {
    const w = window as unknown as { notesPlayed: number };
    w.notesPlayed = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.notesPlayed++;
      return start.apply(this, args);
    };
  });
  // The stream of the page named (the landing page after a sign-in opens one of its own, which goes with it).
  const streamOpened = (p: Page, path: string) =>
    p.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200 && new URL(r.frame().url()).pathname === path);
  // The office on a phone: the notice must fit at 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  const officeStream = streamOpened(page, '/admin/bookings');
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tourist = await newSession(browser, DEMO.tourist, /\/$/);
  const touristStream = streamOpened(tourist, '/manage-bookings');
  await tourist.goto('/manage-bookings');
  await expect(tourist.getByRole('heading', { level: 1 })).toBeVisible();
  // Both follow the stream of changes before the booking is made.
  await Promise.all([officeStream, touristStream]);
  // A mark on each page: a reload would wipe it.
  for (const p of [page, tourist]) await p.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const { _id: id } = await bookThroughApi(request, { model: 'Wagon R', trip: tripAhead(730, 2), driverOption: 'selfDrive' });

  await expect(page.getByRole('link', { name: shortReference(id), exact: true })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: MESSAGES.liveUi.newBooking });
  await expect(notice).toBeVisible();
  // It goes by itself after a few seconds, unless it holds the focus (as a keyboard user reaching it).
  await notice.getByRole('link', { name: MESSAGES.liveUi.open }).focus();
  await expectNoSeriousA11yViolations(page, 'the office list with the New booking notice');
  await saveScreenshot(page, 'live-new-booking-notice');
  await expect.poll(() => page.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed)).toBeGreaterThan(0);
  await expect(tourist.getByRole('article').filter({ hasText: shortReference(id) })).toBeVisible();
  for (const p of [page, tourist]) expect(await p.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The notice leads to the booking, and goes.
  await notice.getByRole('link', { name: MESSAGES.liveUi.open }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${shortReference(id)}` })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await tourist.context().close();
});
