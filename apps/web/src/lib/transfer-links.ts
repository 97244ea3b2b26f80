import { TRANSFER_DIRECTIONS, TRANSFER_VEHICLE_TYPES, type TransferDirection, type TransferVehicleType } from '@app/shared';

/**
 * An airport transfer as the public page and its booking step carry it in the address
 * (/airport-transfers?..., /airport-transfers/book?...), so the choice survives the sign-in round
 * trip (decision 076 keeps the address) and a return transfer is one link from anywhere.
 */
export interface TransferChoice {
  direction: TransferDirection;
  placeId: string;
  hotel: string;
  date: string;
  time: string;
  flightNumber: string;
  flightTime: string;
  passengers: number;
  bags: number;
  vehicleType: TransferVehicleType | '';
}

export const EMPTY_TRANSFER_CHOICE: TransferChoice = {
  direction: 'arriving',
  placeId: '',
  hotel: '',
  date: '',
  time: '',
  flightNumber: '',
  flightTime: '',
  passengers: 2,
  bags: 2,
  vehicleType: '',
};

const KEYS = ['direction', 'placeId', 'hotel', 'date', 'time', 'flightNumber', 'flightTime', 'passengers', 'bags', 'vehicleType'] as const;

/** A whole number from the address within [min, max], else the fallback. */
function count(text: string | null, min: number, max: number, fallback: number): number {
  if (text === null || !/^\d{1,3}$/.test(text)) return fallback;
  const n = Number(text);
  return n >= min && n <= max ? n : fallback;
}

/** The choice an address carries; anything unreadable is left at its default for the form to ask again. */
export function readTransferChoice(params: URLSearchParams): TransferChoice {
  const text = (key: string, max: number) => (params.get(key) ?? '').slice(0, max);
  const direction = params.get('direction');
  const vehicleType = params.get('vehicleType');
  return {
    direction: (TRANSFER_DIRECTIONS as readonly string[]).includes(direction ?? '') ? (direction as TransferDirection) : EMPTY_TRANSFER_CHOICE.direction,
    placeId: text('placeId', 60),
    hotel: text('hotel', 150),
    date: text('date', 10),
    time: text('time', 5),
    flightNumber: text('flightNumber', 12),
    flightTime: text('flightTime', 5),
    passengers: count(params.get('passengers'), 1, 99, EMPTY_TRANSFER_CHOICE.passengers),
    bags: count(params.get('bags'), 0, 99, EMPTY_TRANSFER_CHOICE.bags),
    vehicleType: (TRANSFER_VEHICLE_TYPES as readonly string[]).includes(vehicleType ?? '') ? (vehicleType as TransferVehicleType) : '',
  };
}

/** The address query of a choice: only what is set, in a fixed order. */
export function transferChoiceQuery(choice: Partial<TransferChoice>): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = choice[key];
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The return of an arrival (decision 111): a departing transfer from the same place and hotel for
 * the same party, its date and time left to the tourist (their flight home).
 */
export function returnTransferPath(arrival: { placeId: string; hotel: string; passengers: number; bags: number; vehicleType?: TransferVehicleType }): string {
  return `/airport-transfers?${transferChoiceQuery({ direction: 'departing', placeId: arrival.placeId, hotel: arrival.hotel, passengers: arrival.passengers, bags: arrival.bags, vehicleType: arrival.vehicleType })}`;
}

interface TransferBooking {
  _id: string;
  bookingStatus: string;
  pickupDate: string;
  transfer?: { direction: TransferDirection; placeId: string; hotel: string; passengers: number; bags: number; vehicleType: TransferVehicleType } | null;
}

/**
 * The return transfer to offer for each of a tourist's bookings (booking id -> address): an arrival
 * not cancelled that no departing transfer from the same place on or after its day follows yet.
 */
export function returnTransferOffers(bookings: readonly TransferBooking[]): Map<string, string> {
  const offers = new Map<string, string>();
  const departures = bookings.filter((b) => b.transfer?.direction === 'departing' && b.bookingStatus !== 'cancelled');
  for (const b of bookings) {
    const t = b.transfer;
    if (!t || t.direction !== 'arriving' || b.bookingStatus === 'cancelled') continue;
    if (departures.some((d) => d.transfer!.placeId === t.placeId && d.pickupDate >= b.pickupDate)) continue;
    offers.set(b._id, returnTransferPath(t));
  }
  return offers;
}
