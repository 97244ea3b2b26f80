import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSFER_CHOICE, readTransferChoice, returnTransferOffers, returnTransferPath, transferChoiceQuery } from './transfer-links';

describe('a transfer in the address (decision 111)', () => {
  it('round-trips a choice through the query; unreadable values fall back to the defaults', () => {
    const choice = { direction: 'arriving', placeId: 'kandy', hotel: 'Earl’s Regency', date: '2030-05-01', time: '23:40', flightNumber: 'UL504', flightTime: '', passengers: 5, bags: 6, vehicleType: 'Van' } as const;
    expect(readTransferChoice(new URLSearchParams(transferChoiceQuery(choice)))).toEqual(choice);
    expect(readTransferChoice(new URLSearchParams('direction=sideways&passengers=-3&bags=lots&vehicleType=Scooter'))).toEqual(EMPTY_TRANSFER_CHOICE);
  });

  it('the return of an arrival departs from the same place and hotel with the same party', () => {
    const path = returnTransferPath({ placeId: 'kandy', hotel: 'Earl’s Regency', passengers: 5, bags: 6, vehicleType: 'Van' });
    const params = new URL(path, 'https://x.example').searchParams;
    expect(path.startsWith('/airport-transfers?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({ direction: 'departing', placeId: 'kandy', hotel: 'Earl’s Regency', passengers: '5', bags: '6', vehicleType: 'Van' });
  });

  it('offers a return for an arrival without a departure from its place on or after its day; not for a cancelled one', () => {
    const transfer = (direction: 'arriving' | 'departing', placeId: string) => ({ direction, placeId, hotel: '', passengers: 2, bags: 2, vehicleType: 'Car' as const });
    const offers = returnTransferOffers([
      { _id: 'a', bookingStatus: 'confirmed', pickupDate: '2030-05-01', transfer: transfer('arriving', 'kandy') },
      { _id: 'b', bookingStatus: 'pending', pickupDate: '2030-05-01', transfer: transfer('arriving', 'galle') },
      { _id: 'c', bookingStatus: 'pending', pickupDate: '2030-05-09', transfer: transfer('departing', 'galle') },
      { _id: 'd', bookingStatus: 'cancelled', pickupDate: '2030-05-01', transfer: transfer('arriving', 'ella') },
      { _id: 'e', bookingStatus: 'pending', pickupDate: '2030-05-01', transfer: null },
    ]);
    expect([...offers.keys()]).toEqual(['a']);
  });
});
