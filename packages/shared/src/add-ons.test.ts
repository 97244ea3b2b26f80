import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, keptAddOns, labeledQuote, quoteTrip } from './quote';
import { addOnFitsVehicle, addOnName, chosenAddOns, type AddOn } from './add-ons';
import { MESSAGES } from './messages';
import { toCents } from './money';
import { addOnChoicesField, addOnInputSchema } from './schemas/add-ons';

const seat: AddOn = { _id: 'a1', key: 'childSeat', names: { en: 'Child seat' }, price: 3, pricing: 'perDay', maxQuantity: 3, vehicleTypes: ['Car', 'Van'], active: true };
const sim: AddOn = { _id: 'a2', key: null, names: { en: 'Tuk-tuk tour', de: 'Tuk-Tuk-Tour' }, price: 8.55, pricing: 'perTrip', maxQuantity: 4, vehicleTypes: [], active: true };
// 2030-05-01 10:00 to 2030-05-04 09:00: 3 days.
const trip = { pickupDate: '2030-05-01', pickupTime: '10:00', returnDate: '2030-05-04', returnTime: '09:00', perDay: 45.5, driverOption: 'selfDrive' as const };

describe('extras in the quote', () => {
  it('a daily extra counts every day, a per-trip one once; the deposit and balance include them', () => {
    const quote = quoteTrip(trip, DEFAULT_PRICING_POLICY, [
      { addOn: seat, quantity: 2 },
      { addOn: sim, quantity: 1 },
    ]);
    expect(quote.days).toBe(3);
    expect(quote.lines.map((l) => [l.code, l.quantity, l.unitAmount, l.amount])).toEqual([
      ['vehicle', 3, 45.5, 136.5],
      ['addOn', 6, 3, 18],
      ['addOn', 1, 8.55, 8.55],
    ]);
    expect(quote.lines[1]!.addOn).toEqual({ id: 'a1', key: 'childSeat', names: { en: 'Child seat' }, pricing: 'perDay', count: 2 });
    expect(quote.total).toBe(163.05);
    // 10% of 163.05, in cents: 16.31 (half up), the rest is the balance.
    expect(quote.depositDue).toBe(16.31);
    expect(quote.balanceDue).toBe(146.74);
  });

  it('adds exactly its lines to the quote without extras, in cents, for random trips and choices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10 }), fc.boolean(), (length, priceCents, quantity, perDay) => {
        const addOn = { ...seat, price: priceCents / 100, pricing: perDay ? ('perDay' as const) : ('perTrip' as const) };
        const t = { ...trip, returnDate: new Date(Date.parse('2030-05-01T00:00:00Z') + length * 86_400_000).toISOString().slice(0, 10), returnTime: '11:00' };
        const plain = quoteTrip(t, DEFAULT_PRICING_POLICY);
        const withExtra = quoteTrip(t, DEFAULT_PRICING_POLICY, [{ addOn, quantity }]);
        expect(toCents(withExtra.total) - toCents(plain.total)).toBe(priceCents * quantity * (perDay ? plain.days : 1));
      }),
      { numRuns: 300 },
    );
  });

  it('no dates: no lines, extras neither; a zero quantity is no line', () => {
    expect(quoteTrip({ perDay: 45, driverOption: 'selfDrive' }, DEFAULT_PRICING_POLICY, [{ addOn: seat, quantity: 1 }]).lines).toEqual([]);
    expect(quoteTrip(trip, DEFAULT_PRICING_POLICY, [{ addOn: seat, quantity: 0 }]).lines.map((l) => l.code)).toEqual(['vehicle']);
  });

  it('a kept quote gives back the same extras at the prices it kept, for new dates', () => {
    const quote = quoteTrip(trip, DEFAULT_PRICING_POLICY, [{ addOn: seat, quantity: 2 }, { addOn: sim, quantity: 3 }]);
    const longer = quoteTrip({ ...trip, returnDate: '2030-05-06' }, DEFAULT_PRICING_POLICY, keptAddOns(quote));
    expect(longer.lines.filter((l) => l.code === 'addOn').map((l) => [l.quantity, l.unitAmount, l.amount])).toEqual([
      [10, 3, 30],
      [3, 8.55, 25.65],
    ]);
  });

  it('the API names a line in English: a shipped extra by the catalog, one staff made by its name', () => {
    const labels = labeledQuote(quoteTrip(trip, DEFAULT_PRICING_POLICY, [{ addOn: seat, quantity: 1 }, { addOn: sim, quantity: 1 }])).lines.map((l) => ('label' in l ? l.label : null));
    expect(labels).toEqual([MESSAGES.money.lines.vehicle, 'Child seat', 'Tuk-tuk tour']);
  });
});

describe('extras, named and offered', () => {
  it('a staff-created extra falls back to English where a language has no name', () => {
    expect(addOnName(sim, 'de', MESSAGES.money.addOnNames)).toBe('Tuk-Tuk-Tour');
    expect(addOnName(sim, 'ta', MESSAGES.money.addOnNames)).toBe('Tuk-tuk tour');
    expect(addOnName(seat, 'ta', { ...MESSAGES.money.addOnNames, childSeat: 'குழந்தை இருக்கை' })).toBe('குழந்தை இருக்கை');
  });

  it('goes with the vehicle types set, or every type when none', () => {
    expect(addOnFitsVehicle(seat, 'Car')).toBe(true);
    expect(addOnFitsVehicle(seat, 'Scooter')).toBe(false);
    expect(addOnFitsVehicle(sim, 'Scooter')).toBe(true);
  });

  it('joins the form choices with what is offered, dropping unknown ids', () => {
    expect(chosenAddOns([seat, sim], [{ id: 'a2', quantity: 2 }, { id: 'gone', quantity: 1 }])).toEqual([{ addOn: sim, quantity: 2 }]);
  });

  it('choices: each extra once, 1 to 10 of it', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    expect(addOnChoicesField.parse(undefined)).toEqual([]);
    expect(addOnChoicesField.safeParse([{ id, quantity: 11 }]).success).toBe(false);
    expect(addOnChoicesField.safeParse([{ id, quantity: 0 }]).success).toBe(false);
    expect(addOnChoicesField.safeParse([{ id, quantity: 1.5 }]).success).toBe(false);
    const twice = addOnChoicesField.safeParse([{ id, quantity: 1 }, { id, quantity: 2 }]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(MESSAGES.money.addOnTwice);
  });

  it("staff input: cents only, a limit from 1 to 10, known vehicle types; empty names dropped", () => {
    const ok = addOnInputSchema.parse({ names: { en: 'Cooler box', de: '' }, price: 4.5, pricing: 'perTrip', maxQuantity: 2, vehicleTypes: ['Van'] });
    expect(ok).toEqual({ names: { en: 'Cooler box' }, price: 4.5, pricing: 'perTrip', maxQuantity: 2, vehicleTypes: ['Van'], active: true });
    expect(addOnInputSchema.safeParse({ ...ok, price: 4.555 }).success).toBe(false);
    expect(addOnInputSchema.safeParse({ ...ok, maxQuantity: 11 }).success).toBe(false);
    expect(addOnInputSchema.safeParse({ ...ok, vehicleTypes: ['Boat'] }).success).toBe(false);
    expect(addOnInputSchema.safeParse({ ...ok, pricing: 'perHour' }).success).toBe(false);
  });
});
