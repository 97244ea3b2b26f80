import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { ApiError } from '../../../lib/api';
import { setActiveLanguage } from '../../../lib/i18n/active-language';
import { loadMessages, localizedTree } from '../../../lib/i18n/catalogs';
import { ENGLISH_PAGE_MESSAGES as en, type PageMessages } from '../../../lib/i18n/page-messages';
import { refusalText } from './refusal';

const refused = (status: number, error: string | undefined, code?: string, params?: Record<string, string>) =>
  new ApiError(status, status === 409 ? 'Conflict' : status === 403 ? 'Forbidden' : 'Not Found', error, undefined, code ? { code: { code, params } } : {});
const step = (from: string, to: string) => refused(409, `Cannot change a booking from ${from} to ${to}.`, 'api.illegalTransition', { from, to });

afterEach(() => setActiveLanguage('en'));

describe('a refused change in the driver\'s words (decision 113)', () => {
  const T = en.driverOfflineUi;

  it('a step on a trip the office cancelled, completed or moved: what the office did, never a status code', () => {
    expect(refusalText(step('cancelled', 'picked_up'), en)).toBe('The office cancelled this trip.');
    expect(refusalText(step('completed', 'en_route'), en)).toBe(T.refusedCompleted);
    expect(refusalText(step('pending', 'picked_up'), en)).toBe(T.refusedNotConfirmed);
    expect(refusalText(step('en_route', 'picked_up'), en)).toBe('This trip is already marked “En Route”.');
    expect(refusalText(step('picked_up', 'picked_up'), en)).toBe('This trip is already marked “Picked Up”.');
    expect(refusalText(step('confirmed', 'en_route'), en)).toBe('This trip is still marked “Confirmed”.');
    for (const [from, to] of [['cancelled', 'picked_up'], ['en_route', 'picked_up'], ['confirmed', 'en_route']] as const) {
      expect(refusalText(step(from, to), en)).not.toMatch(/\bcancelled to\b|picked_up|en_route|Cannot change/);
    }
    expect(refusalText(step('nonsense', 'picked_up'), en)).toBe(T.refusedChanged);
  });

  it('a trip given to another driver or removed; a 409 without a code', () => {
    expect(refusalText(refused(403, 'This booking is not assigned to you.', 'api.notYourBooking'), en)).toBe(T.refusedReassigned);
    expect(refusalText(refused(403, 'Only staff…', 'handoversApi.notYourTrip'), en)).toBe(T.refusedReassigned);
    expect(refusalText(refused(404, 'Booking not found', 'api.bookingNotFound'), en)).toBe(T.refusedGone);
    expect(refusalText(refused(409, 'Something', undefined), en)).toBe(T.refusedChanged);
  });

  it('"not now" refusals say what happened when the trip as last read tells; other refusals keep the server\'s sentence', () => {
    const cash = refused(409, 'Cash is recorded once the trip is under way.', 'money.cashNotUnderWay');
    expect(refusalText(cash, en, 'cancelled')).toBe(T.refusedCancelled);
    expect(refusalText(cash, en, 'confirmed')).toBe('Cash is recorded once the trip is under way.');
    expect(refusalText(cash, en)).toBe('Cash is recorded once the trip is under way.');
    expect(refusalText(refused(409, PAGE_MESSAGES.handoversApi.handoverNotNow, 'handoversApi.handoverNotNow'), en, 'cancelled')).toBe(T.refusedCancelled);
    expect(refusalText(refused(409, PAGE_MESSAGES.handoversApi.alreadyRecorded, 'handoversApi.alreadyRecorded'), en)).toBe(PAGE_MESSAGES.handoversApi.alreadyRecorded);
    expect(refusalText(new Error('Failed to fetch'), en)).toBe('Failed to fetch');
  });

  it('in the driver\'s language, the status named in it too', async () => {
    for (const lang of ['si', 'ta', 'de', 'fr', 'zh', 'ru'] as const) {
      const messages = await loadMessages(lang);
      setActiveLanguage(lang);
      const m = { ...messages, ...localizedTree(PAGE_MESSAGES, lang, false) } as PageMessages;
      expect(refusalText(step('cancelled', 'picked_up'), m)).toBe(m.driverOfflineUi.refusedCancelled);
      expect(m.driverOfflineUi.refusedCancelled).not.toBe(T.refusedCancelled);
      const movedOn = refusalText(step('en_route', 'picked_up'), m);
      expect(movedOn).toContain(m.statusLabels.en_route);
      expect(movedOn).not.toContain('en_route');
    }
  });
});
