import { describe, expect, it } from 'vitest';
import { MESSAGES, type AvailabilityEvent } from '@app/shared';
import { clashMessage, clashingPeriods, tripWindow } from './availability';

const period = (start: string, end: string): AvailabilityEvent => ({ start: `${start}:00+05:30`, end: `${end}:00+05:30`, title: 'Booked' });
const BOOKED = [period('2030-05-02T10:00', '2030-05-03T18:00')];
const trip = (pickup: string, ret: string) => {
  const [pickupDate, pickupTime] = pickup.split('T');
  const [returnDate, returnTime] = ret.split('T');
  return tripWindow({ pickupDate, pickupTime, returnDate, returnTime })!;
};

describe('the form’s availability rule (the server’s: any overlap, back-to-back is fine)', () => {
  it('turns Sri Lanka dates and times into the server’s whole-minute instants', () => {
    expect(tripWindow({ pickupDate: '2030-05-01', pickupTime: '09:00', returnDate: '2030-05-01', returnTime: '09:01' })).toEqual({
      start: Date.parse('2030-05-01T03:30:00Z'),
      end: Date.parse('2030-05-01T03:31:00Z'),
    });
  });

  it('has no window while a part is missing or invalid, or when return is not after pickup', () => {
    expect(tripWindow({ pickupDate: '2030-05-01', pickupTime: '09:00', returnDate: '2030-05-02' })).toBeNull();
    expect(tripWindow({ pickupDate: '2030-02-30', pickupTime: '09:00', returnDate: '2030-05-02', returnTime: '09:00' })).toBeNull();
    expect(tripWindow({ pickupDate: '2030-05-01', pickupTime: '09:00', returnDate: '2030-05-01', returnTime: '09:00' })).toBeNull();
  });

  it('counts a search by dates alone as whole days', () => {
    expect(tripWindow({ pickupDate: '2030-05-01', returnDate: '2030-05-02' }, { wholeDays: true })).toEqual(trip('2030-05-01T00:00', '2030-05-02T23:59'));
  });

  it('clashes on any overlap, not back-to-back', () => {
    expect(clashingPeriods(BOOKED, trip('2030-05-01T09:00', '2030-05-02T10:00'))).toEqual([]);
    expect(clashingPeriods(BOOKED, trip('2030-05-03T18:00', '2030-05-04T09:00'))).toEqual([]);
    expect(clashingPeriods(BOOKED, trip('2030-05-01T09:00', '2030-05-02T10:01'))).toEqual(BOOKED);
    expect(clashingPeriods(BOOKED, trip('2030-05-03T17:59', '2030-05-04T09:00'))).toEqual(BOOKED);
    expect(clashingPeriods(BOOKED, trip('2030-05-02T12:00', '2030-05-02T13:00'))).toEqual(BOOKED);
    expect(clashingPeriods(BOOKED, trip('2030-05-01T00:00', '2030-05-09T00:00'))).toEqual(BOOKED);
  });

  it('names up to two clashing periods and counts the rest', () => {
    const three = [...BOOKED, period('2030-05-05T09:00', '2030-05-05T17:00'), period('2030-05-07T09:00', '2030-05-07T17:00')];
    expect(clashMessage(MESSAGES, three, 'en-US')).toBe(
      'This vehicle is booked from Thu, May 2, 2030, 10:00 to Fri, May 3, 2030, 18:00 and from Sun, May 5, 2030, 09:00 to Sun, May 5, 2030, 17:00 and 1 more time (Sri Lanka time).',
    );
  });
});
