import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { colomboToday } from '../packages/shared/src/datetime';
import { shortReference } from '../packages/shared/src';
import { ALL_MESSAGES as MESSAGES } from '../packages/shared/src/all-messages';
import { expectNoSeriousA11yViolations } from './helpers';
import { STAFF, apiToken, bookThroughApi, logInAs, tripAhead } from './admin-helpers';
import { formatPrice } from '../packages/shared/src/pricing';
import { fromCents, toCents } from '../packages/shared/src/money';
import type { FinanceSummary } from '../packages/shared/src/schemas/finance';

const F = MESSAGES.financeUi;
const P = MESSAGES.staffBookingsUi.payments;

test('the office records a payment and finds it on the finance page: the day’s table, the chart and its figures, the CSV', async ({ page, request }) => {
  const { _id: id } = await bookThroughApi(request, { model: 'Dio', trip: tripAhead(716, 2), driverOption: 'selfDrive' });
  await logInAs(page, STAFF.admin, /\/admin\/dashboard$/);
  // Other journeys record payments today too: the page must show what was there plus this one.
  const admin = { Authorization: `Bearer ${await apiToken(request, STAFF.admin)}` };
  const before = (await (await request.get('/api/admin/finance', { headers: admin })).json()) as FinanceSummary;
  const plus = (usd: number) => formatPrice(fromCents(toCents(usd) + toCents(37.25)));
  const todayBefore = before.receivedPerDay.find((d) => d.date === colomboToday())?.total ?? 0;
  const monthBefore = before.revenuePerMonth.find((m) => m.month === colomboToday().slice(0, 7))?.received ?? 0;

  // A card deposit, its reference typed as a spreadsheet formula would start.
  await page.goto(`/admin/bookings/${id}`);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: P.title, exact: true }) });
  const reference = `=CARD ${Date.now()}`;
  await panel.getByLabel(P.amount).fill('37.25');
  await panel.getByLabel(P.method).selectOption({ label: P.methods.card });
  await panel.getByLabel(P.kind).selectOption({ label: P.kinds.deposit });
  await panel.getByLabel(P.reference).fill(reference);
  await panel.getByRole('button', { name: P.submit }).click();
  await expect(panel.getByRole('status')).toHaveText(P.recorded('$37.25'));

  // Finance, from the admin's menu: today's row (a Sri Lanka day) has the card payment.
  await page.getByRole('link', { name: F.nav }).first().click();
  await expect(page).toHaveURL(/\/admin\/finance$/);
  await expect(page.getByRole('heading', { level: 1, name: F.title })).toBeVisible();
  const today = page.getByTestId('received-per-day').locator('tbody tr', { has: page.locator(`time[datetime="${colomboToday()}"]`) });
  await expect(today).toContainText(plus(todayBefore));
  await expect(page.getByTestId('finance-tiles')).toContainText(plus(before.totalReceived));

  // The chart is drawn on its canvas (Chart.js, loaded with the chart only), and its figures say the amount.
  const chart = page.getByRole('img', { name: /^Bar chart of money received and refunded per month/ });
  await expect(chart).toBeVisible();
  await expect
    .poll(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
        return false;
      }),
    )
    .toBe(true);
  const figures = page.getByTestId('revenue-table');
  await expect(figures).toContainText(plus(monthBefore));
  await page.getByRole('button', { name: F.chart.showTable }).click();
  await expect(figures.getByRole('table', { name: F.chart.caption })).toBeVisible();

  // The CSV of the period has the payment, its reference neutralised for spreadsheets.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: F.download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^lankaride-payments-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  if (!path) throw new Error('the download has no file');
  const csv = await readFile(path, 'utf8');
  // Sri Lanka time, named in the header, and bookings by their short reference (decision 084).
  expect(csv.split('\r\n')[0]).toBe('\uFEFFrecordedAt (Asia/Colombo UTC+05:30),booking,customer,kind,method,amount,currency,rateToUsd,amountUsd,reference,recordedBy,reversesRowRecordedAt (Asia/Colombo UTC+05:30)');
  const line = csv.split('\r\n').find((row) => row.includes(`,${shortReference(id)},`))!;
  expect(line).toContain(`,deposit,card,37.25,USD,1,37.25,'${reference},`);

  // On a phone the page fits, its table scrolling inside its own box, and passes the checks.
  await page.setViewportSize({ width: 360, height: 800 });
  // (The chart follows its box's new width a moment later, as its resize observer fires.)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const perDay = page.getByTestId('received-per-day');
  expect(await perDay.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'finance at 360px');
});
