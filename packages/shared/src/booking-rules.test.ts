import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_RULES, bookingRuleIssues, lastPickupDate, lastReturnDate, tripStepOpensAt, tripStepTooEarly } from './booking-rules';
import { bookingFormSchemaFor } from './schemas/booking';
import { MESSAGES } from './messages';

const NOW = Date.parse('2027-03-01T10:00:00+05:30');
const trip = (extra: Partial<Record<'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime', string>> & { numTourists?: number } = {}) => ({
  pickupDate: '2027-04-01', pickupTime: '09:00', returnDate: '2027-04-03', returnTime: '09:00', ...extra,
});
const ctx = { rules: DEFAULT_BOOKING_RULES, now: NOW };

describe('booking rules', () => {
  it('accept an ordinary trip', () => {
    expect(bookingRuleIssues(trip(), ctx)).toEqual([]);
  });

  it('name each broken rule on its field', () => {
    expect(bookingRuleIssues(trip({ pickupDate: '2027-02-28' }), ctx)).toEqual([{ path: 'pickupDate', message: MESSAGES.booking.pickupInPast }]);
    expect(bookingRuleIssues(trip({ pickupDate: '2027-03-01', pickupTime: '09:59', returnDate: '2027-03-02' }), ctx)).toEqual([{ path: 'pickupTime', message: MESSAGES.booking.pickupTimeInPast }]);
    expect(bookingRuleIssues(trip({ pickupDate: '2029-03-01', returnDate: '2029-03-02' }), ctx)).toEqual([{ path: 'pickupDate', message: MESSAGES.booking.pickupTooFar(730, '2029-02-28') }]);
    expect(bookingRuleIssues(trip({ returnDate: '2027-06-30', returnTime: '09:01' }), ctx)).toEqual([{ path: 'returnDate', message: MESSAGES.booking.rentalTooLong(90) }]);
    expect(bookingRuleIssues(trip({ numTourists: 5 }), { ...ctx, seats: 4 })).toEqual([{ path: 'numTourists', message: MESSAGES.booking.tooManyTourists(4) }]);
  });

  it('give the date pickers their bounds', () => {
    expect(lastPickupDate(DEFAULT_BOOKING_RULES, NOW)).toBe('2029-02-28');
    expect(lastReturnDate('2027-04-01', DEFAULT_BOOKING_RULES)).toBe('2027-06-30');
  });

  it('hold the booking form to them, with the clock it is given', () => {
    const form = { name: 'A', email: 'a@example.com', phone: '1', pickupPoint: 'Colombo', returnPoint: 'Kandy', numTourists: 3, ...trip() };
    const result = bookingFormSchemaFor({ seats: 2, now: () => NOW }).safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['numTourists', MESSAGES.booking.tooManyTourists(2)]]);
    expect(bookingFormSchemaFor({ seats: 3, now: () => NOW }).safeParse(form).success).toBe(true);
  });

  it('open trip steps by the clock: picked up 12 hours ahead, completed at pickup', () => {
    expect(tripStepOpensAt('picked_up', '2027-05-10', '09:00')).toBe(Date.parse('2027-05-09T21:00:00+05:30'));
    expect(tripStepOpensAt('completed', '2027-05-10', '09:00')).toBe(Date.parse('2027-05-10T09:00:00+05:30'));
    expect(tripStepOpensAt('cancelled', '2027-05-10', '09:00')).toBeNull();
    const b = { pickupDate: '2027-05-10', pickupTime: '09:00' };
    expect(tripStepTooEarly('completed', b, Date.parse('2027-05-10T08:59:59+05:30'))).toBe(MESSAGES.api.tripStepTooEarly('completed', '2027-05-10 09:00'));
    expect(tripStepTooEarly('completed', b, Date.parse('2027-05-10T09:00:00+05:30'))).toBeNull();
  });
});
