import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, bookingMoneyOf, chargedWaitingHours, kilometreExtras, cancellationRefund, driverNights, extraKmLine, quoteTrip, refundAmount, refundPercentAt, type PricingPolicy } from './quote';
import { estimatePrice } from './pricing';
import { convertFromUsd, convertToUsd, toCents } from './money';
import { pricingPolicyInputSchema } from './schemas/money';

/**
 * The spec's estimate written again from its text, independently of `tripDays`: days = ceiling of
 * the hours between pickup and return (Sri Lanka time, +05:30) over 24, at least 1; total = days x
 * perDay, plus days x 50 with a driver. In cents.
 */
function specTotalCents(t: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; perDay: number; withDriver: boolean }): number {
  const start = new Date(`${t.pickupDate}T${t.pickupTime}:00+05:30`).getTime();
  const end = new Date(`${t.returnDate}T${t.returnTime}:00+05:30`).getTime();
  const days = Math.max(1, Math.ceil((end - start) / 86_400_000));
  return days * Math.round(t.perDay * 100) + (t.withDriver ? days * 5000 : 0);
}

const day = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const perDay = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);

describe('the quote', () => {
  it('with the default policy, totals exactly the spec estimate over 1,000 random trips', () => {
    fc.assert(
      fc.property(day, time, fc.integer({ min: 0, max: 120 }), time, perDay, fc.boolean(), (pickupDate, pickupTime, length, returnTime, rate, withDriver) => {
        const returnDate = new Date(Date.parse(`${pickupDate}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
        const trip = { pickupDate, pickupTime, returnDate, returnTime, perDay: rate, driverOption: withDriver ? ('withDriver' as const) : ('selfDrive' as const) };
        const start = Date.parse(`${pickupDate}T${pickupTime}:00+05:30`);
        const end = Date.parse(`${returnDate}T${returnTime}:00+05:30`);
        fc.pre(end >= start);
        const quote = quoteTrip(trip, DEFAULT_PRICING_POLICY);
        const expected = specTotalCents({ ...trip, withDriver });
        expect(toCents(quote.total)).toBe(expected);
        expect(toCents(estimatePrice(trip).total)).toBe(expected);
        // The lines add up to the total, and deposit plus balance is the total, to the cent.
        expect(quote.lines.reduce((sum, l) => sum + toCents(l.amount), 0)).toBe(expected);
        expect(toCents(quote.depositDue) + toCents(quote.balanceDue)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('names its lines, the deposit, the allowance and the tiers', () => {
    const policy: PricingPolicy = { ...DEFAULT_PRICING_POLICY, driverNightAllowance: 12.5, depositPercent: 15 };
    const quote = quoteTrip({ pickupDate: '2030-05-01', pickupTime: '10:00', returnDate: '2030-05-04', returnTime: '09:00', perDay: 45.5, driverOption: 'withDriver' }, policy);
    expect(quote.days).toBe(3);
    expect(quote.lines).toEqual([
      { code: 'vehicle', quantity: 3, unitAmount: 45.5, amount: 136.5 },
      { code: 'driver', quantity: 3, unitAmount: 50, amount: 150 },
      { code: 'driverNights', quantity: 3, unitAmount: 12.5, amount: 37.5 },
    ]);
    expect(quote.total).toBe(324);
    expect(quote.depositDue).toBe(48.6);
    expect(quote.balanceDue).toBe(275.4);
    expect(quote.includedKm).toBe(300);
    expect(quote.cancellation).toEqual(DEFAULT_PRICING_POLICY.cancellationTiers);
  });

  it('has no lines and nothing due without dates', () => {
    const quote = quoteTrip({ perDay: 45, driverOption: 'selfDrive' }, DEFAULT_PRICING_POLICY);
    expect(quote).toMatchObject({ days: 0, lines: [], total: 0, depositDue: 0, balanceDue: 0 });
  });

  it('counts driver nights on the calendar', () => {
    expect(driverNights('2030-05-01', '2030-05-01')).toBe(0);
    expect(driverNights('2030-05-01', '2030-05-02')).toBe(1);
    expect(driverNights('2030-12-30', '2031-01-02')).toBe(3);
  });
});

describe('extra kilometres and refunds', () => {
  it('charges only the kilometres beyond the allowance', () => {
    expect(extraKmLine(290, 300, 0.25)).toBeNull();
    expect(extraKmLine(300, 300, 0.25)).toBeNull();
    expect(extraKmLine(347, 300, 0.25)).toEqual({ code: 'extraKm', quantity: 47, unitAmount: 0.25, amount: 11.75 });
  });

  it('refund tiers: exactly on a boundary counts as that tier', () => {
    const tiers = DEFAULT_PRICING_POLICY.cancellationTiers;
    expect(refundPercentAt(tiers, 100)).toBe(90);
    expect(refundPercentAt(tiers, 48)).toBe(90);
    expect(refundPercentAt(tiers, 47.99)).toBe(50);
    expect(refundPercentAt(tiers, 24)).toBe(50);
    expect(refundPercentAt(tiers, 23.99)).toBe(0);
    expect(refundPercentAt(tiers, -5)).toBe(0);
    expect(refundPercentAt([{ hoursBefore: 72, refundPercent: 100 }], 71)).toBe(0);
    expect(refundAmount(13.5, 90)).toBe(12.15);
    expect(refundAmount(0.05, 50)).toBe(0.03);
  });
});

describe('money', () => {
  it('turns amounts into cents without binary error', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-12.345)).toBe(-1235);
    expect(toCents(19.99)).toBe(1999);
  });

  it('converts at a rate per dollar, to the cent', () => {
    expect(convertFromUsd(135, 300)).toBe(40500);
    expect(convertFromUsd(10, 0.92)).toBe(9.2);
    expect(convertToUsd(40500, 300)).toBe(135);
    expect(convertToUsd(100, 0.92)).toBe(108.7);
  });

  it('the policy schema sorts tiers, refuses repeated hours, odd cents and missing currencies', () => {
    const input = { ...DEFAULT_PRICING_POLICY, cancellationTiers: [{ hoursBefore: 24, refundPercent: 50 }, { hoursBefore: 48, refundPercent: 90 }] };
    const parsed = pricingPolicyInputSchema.parse(input);
    expect(parsed.cancellationTiers.map((t) => t.hoursBefore)).toEqual([48, 24]);
    expect(pricingPolicyInputSchema.safeParse({ ...input, cancellationTiers: [{ hoursBefore: 24, refundPercent: 50 }, { hoursBefore: 24, refundPercent: 10 }] }).success).toBe(false);
    expect(pricingPolicyInputSchema.safeParse({ ...input, extraKmRate: 0.255 }).success).toBe(false);
    expect(pricingPolicyInputSchema.safeParse({ ...input, depositPercent: 101 }).success).toBe(false);
    expect(pricingPolicyInputSchema.safeParse({ ...input, currencies: input.currencies.slice(1) }).success).toBe(false);
  });
});

describe('cancellationRefund (the dialogs and the server read the same)', () => {
  const tiers = DEFAULT_PRICING_POLICY.cancellationTiers;
  const pickup = Date.parse('2031-01-10T09:00:00+05:30');
  const h = 3_600_000;
  it('chooses the tier by the hours left, gives its share of what is held and when the next tier starts', () => {
    expect(cancellationRefund(tiers, pickup, 18, pickup - 72 * h)).toEqual({ amount: 16.2, percent: 90, held: 18, tierHours: 48, changesAt: pickup - 48 * h, nextPercent: 50 });
    expect(cancellationRefund(tiers, pickup, 18, pickup - 48 * h)).toMatchObject({ percent: 90, changesAt: pickup - 48 * h });
    expect(cancellationRefund(tiers, pickup, 18, pickup - 30 * h)).toEqual({ amount: 9, percent: 50, held: 18, tierHours: 24, changesAt: pickup - 24 * h, nextPercent: 0 });
    expect(cancellationRefund(tiers, pickup, 18, pickup - 2 * h)).toEqual({ amount: 0, percent: 0, held: 18, tierHours: 0, changesAt: null, nextPercent: null });
    expect(cancellationRefund(tiers, pickup, 0, pickup - 72 * h).amount).toBe(0);
    // Tiers of the same share read as one: the next change is where the share changes.
    const same = [{ hoursBefore: 72, refundPercent: 100 }, { hoursBefore: 48, refundPercent: 100 }, { hoursBefore: 0, refundPercent: 0 }];
    expect(cancellationRefund(same, pickup, 10, pickup - 100 * h)).toMatchObject({ percent: 100, changesAt: pickup - 48 * h, nextPercent: 0 });
    // Later than every tier: nothing, and no tier to name.
    expect(cancellationRefund([{ hoursBefore: 24, refundPercent: 50 }], pickup, 10, pickup - 10 * h)).toMatchObject({ percent: 0, tierHours: 0, changesAt: null });
  });
});

describe('bookingMoneyOf (what every booking the server reads shows of its money)', () => {
  const quote = quoteTrip({ pickupDate: '2026-03-01', pickupTime: '10:00', returnDate: '2026-03-03', returnTime: '10:00', driverOption: 'selfDrive', perDay: 40 }, DEFAULT_PRICING_POLICY);
  const over = { pickupKm: 1000, returnKm: 1000 + quote.includedKm + 10 };
  const base = { quote, total: quote.total, paid: quote.total, refunded: 0, refundDue: 0 };
  const extraCents = toCents(quote.extraKmRate) * 10;

  it('charges the kilometres beyond the allowance once completed, and the balance owes them', () => {
    const money = bookingMoneyOf({ ...base, status: 'completed', odometer: over });
    expect(money.extras).toHaveLength(1);
    expect(toCents(money.extras[0]!.amount)).toBe(extraCents);
    expect(toCents(money.paymentSummary.balanceDue)).toBe(extraCents);
    expect(money.projected).toBeNull();
  });

  it('projects the same charge for a trip not yet completed whose readings are both in', () => {
    const money = bookingMoneyOf({ ...base, status: 'en_route', odometer: over });
    expect(money.extras).toEqual([]);
    expect(money.paymentSummary.balanceDue).toBe(0);
    expect(toCents(money.projected!.balanceDue)).toBe(extraCents);
    expect(bookingMoneyOf({ ...base, status: 'en_route', odometer: { pickupKm: 1000, returnKm: null } }).projected).toBeNull();
  });

  it('a cancelled booking owes nothing more and projects nothing', () => {
    const money = bookingMoneyOf({ ...base, paid: 10, status: 'cancelled', odometer: over });
    expect(money.paymentSummary.balanceDue).toBe(0);
    expect(money.paymentSummary.depositDue).toBe(0);
    expect(money.projected).toBeNull();
  });
});

describe('a transfer through the one quote function (decision 111)', () => {
  const trip = { pickupDate: '2031-03-10', pickupTime: '23:40', returnDate: '2031-03-11', returnTime: '01:30', perDay: 40, driverOption: 'withDriver' as const };
  it('is its fixed fare, then each started hour of waiting beyond the free time; no days, no kilometres', () => {
    const q = quoteTrip({ ...trip, transfer: { fare: 35 } }, DEFAULT_PRICING_POLICY);
    expect(q.lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([['transfer', 1, 35]]);
    expect([q.total, q.depositDue, q.balanceDue, q.extraKmRate]).toEqual([35, 3.5, 31.5, 0]);
    const waited = quoteTrip({ ...trip, transfer: { fare: 35, waitingMinutes: 61 } }, DEFAULT_PRICING_POLICY);
    expect(waited.lines.map((l) => [l.code, l.quantity, l.amount])).toEqual([['transfer', 1, 35], ['waiting', 1, 5]]);
    expect(quoteTrip({ ...trip, transfer: { fare: 35, waitingMinutes: 60 } }, DEFAULT_PRICING_POLICY).lines).toHaveLength(1);
    expect(quoteTrip({ ...trip, transfer: { fare: 35, waitingMinutes: 181 } }, DEFAULT_PRICING_POLICY).total).toBe(35 + 3 * 5);
    expect(kilometreExtras({ pickupKm: 1000, returnKm: 1200 }, q)).toEqual([]);
  });
  it('counts started hours beyond the free minutes', () => {
    expect([0, 60, 61, 119, 120, 121].map((m) => chargedWaitingHours(m, 60))).toEqual([0, 0, 1, 1, 1, 2]);
  });
});
