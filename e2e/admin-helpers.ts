import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { shortReference } from '../packages/shared/src/booking-status';
import { formatColomboDateTime } from '../packages/shared/src/datetime';
import { DEMO, futureDate, logIn, type Trip } from './helpers';

/** The demo staff accounts (a fresh DATA_DIR seeds them). */
export const STAFF = {
  admin: DEMO.admin,
  sunil: { email: 'sunil@lankaride.lk', password: 'Driver@123', name: 'Sunil Perera' },
  kamal: { email: 'kamal@lankaride.lk', password: 'Driver@123', name: 'Kamal Fernando' },
  nimal: { email: 'nimal@lankaride.lk', password: 'Driver@123', name: 'Nimal Silva' },
} as const;

export interface Account {
  email: string;
  password: string;
}

/**
 * Days a retried test's trips move on: the first attempt's bookings still hold their vehicles, so
 * a retry on the same dates would meet its own conflict. Every trip of one attempt moves alike,
 * so what a test relies on between its trips holds.
 */
const RETRY_SHIFT_DAYS = 9;

function retryShift(): number {
  try {
    return test.info().retry * RETRY_SHIFT_DAYS;
  } catch {
    return 0; // not inside a test (a set-up)
  }
}

/** A trip `startInDays` ahead lasting `days` days; journeys keep 200-800 days ahead, each its own range. */
export function tripAhead(startInDays: number, days: number, points: Partial<Trip> = {}): Trip {
  const start = startInDays + retryShift();
  return {
    pickupPoint: 'Colombo',
    returnPoint: 'Kandy',
    pickupDate: futureDate(start),
    pickupTime: '09:00',
    returnDate: futureDate(start + days),
    returnTime: '17:00',
    ...points,
  };
}

/**
 * A trip whose pickup is a few minutes away (Sri Lanka time, at least `leadSeconds` from now,
 * rounded up to a whole minute) and lasts `minutes`: its driver may pick it up at once (the
 * server allows it from 12 hours ahead), and complete it once the pickup minute has come.
 */
export function tripStartingSoon(minutes: number, points: Partial<Trip> = {}, leadSeconds = 60): { trip: Trip; pickupAt: number } {
  const minute = 60_000;
  const pickupAt = Math.ceil((Date.now() + leadSeconds * 1000) / minute) * minute;
  const [pickupDate, pickupTime] = formatColomboDateTime(pickupAt).split(' ') as [string, string];
  const [returnDate, returnTime] = formatColomboDateTime(pickupAt + minutes * minute).split(' ') as [string, string];
  const trip = { pickupPoint: 'Colombo', returnPoint: 'Kandy', pickupDate, pickupTime, returnDate, returnTime, ...points };
  return { trip, pickupAt };
}

export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: account.email, password: account.password } });
  expect(response.ok(), `login of ${account.email}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export async function vehicleId(request: APIRequestContext, model: string): Promise<string> {
  const vehicles = (await (await request.get('/api/vehicles')).json()) as { _id: string; model: string }[];
  const vehicle = vehicles.find((v) => v.model === model);
  if (!vehicle) throw new Error(`No vehicle ${model}`);
  return vehicle._id;
}

/** A booking made through the API as the demo tourist (the web's booking form is another journey's subject). */
export async function bookThroughApi(
  request: APIRequestContext,
  options: { model: string; trip: Trip; driverOption?: 'withDriver' | 'selfDrive'; preferredLanguages?: string[]; name?: string },
): Promise<{ _id: string }> {
  const token = await apiToken(request, DEMO.tourist);
  const response = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      vehicleId: await vehicleId(request, options.model),
      name: options.name ?? DEMO.tourist.name,
      email: DEMO.tourist.email,
      phone: '+44 7700 900123',
      ...options.trip,
      numTourists: 2,
      driverOption: options.driverOption ?? 'withDriver',
      specialRequests: '',
      preferredLanguages: options.preferredLanguages ?? [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

/** Logs in through the login page and waits for the landing page of the role. */
export async function logInAs(page: Page, account: Account, landing: RegExp) {
  await page.goto('/login');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(landing);
}

/** A separate browser session (its own storage), for a second person in the same journey. */
export async function newSession(browser: Browser, account: Account, landing: RegExp): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, account, landing);
  return page;
}

/** The admin bookings table row of a booking, found by searching its reference. */
export async function bookingRow(page: Page, id: string) {
  await page.goto('/admin/bookings');
  await page.getByLabel('Search by reference, name, e-mail or phone').fill(id.slice(0, 8));
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: shortReference(id), exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}
