import { labeledQuote, legacyTerms, paymentSummaryOf, type Booking, type RankedDriver, type User, type Vehicle } from '@app/shared';

/** Sample API answers for the staff areas' tests. */
export const ADMIN_USER = { _id: 'admin-1', username: 'Admin', email: 'admin@lankaride.lk', phone: '', role: 'admin' };
export const DRIVER_USER = { _id: 'd1', username: 'Sunil Perera', email: 'sunil@lankaride.lk', phone: '+94 77 123 4567', role: 'driver' };

export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    _id: 'v1',
    brand: 'Toyota',
    model: 'Prius',
    type: 'Car',
    seatingCapacity: 4,
    features: ['Air Conditioning', 'Automatic'],
    pricingDetails: { perDay: 45, perHour: 8 },
    image: '/images/vehicles/car-prius.svg',
    photos: [],
    availabilityStatus: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    rating: { average: null, count: 0 },
    year: 2017,
    fuel: 'hybrid',
    transmission: 'automatic',
    luggage: 2,
    airConditioning: true,
    ...overrides,
  };
}

/** A booking's terms and money as the API answers them: the default policy's quote of its trip, nothing paid yet. */
function moneyOf(trip: Pick<Booking, 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime' | 'driverOption' | 'totalPrice' | 'bookingStatus'>) {
  const { quote } = legacyTerms(trip);
  return {
    quote: labeledQuote(quote),
    paymentSummary: paymentSummaryOf({ total: quote.total, depositDue: quote.depositDue, extraTotal: 0, paid: 0, refunded: 0, refundDue: 0, cancelled: trip.bookingStatus === 'cancelled' }),
  };
}

export function booking(overrides: Partial<Booking> = {}): Booking {
  const base = {
    _id: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5',
    userId: { _id: 'u1', username: 'Emma Wilson', email: 'tourist@lankaride.lk', phone: '+44 7700 900123' },
    vehicleId: { _id: 'v1', brand: 'Toyota', model: 'Prius', type: 'Car', image: '/images/vehicles/car-prius.svg' },
    driverId: null,
    vehicleBrand: 'Toyota',
    vehicleModel: 'Prius',
    name: 'Emma Wilson',
    email: 'tourist@lankaride.lk',
    phone: '+44 7700 900123',
    pickupDate: '2027-03-07',
    pickupTime: '09:00',
    returnDate: '2027-03-15',
    returnTime: '17:30',
    pickupPoint: 'Colombo',
    returnPoint: 'Galle',
    numTourists: 2,
    driverOption: 'withDriver',
    specialRequests: '',
    preferredLanguages: ['de'],
    totalPrice: 760,
    cancelReason: null,
    depositDeadline: null,
    expiredAt: null,
    payhereAwaitingUntil: null,
    odometer: { pickupKm: null, returnKm: null },
    extras: [],
    projected: null,
    bookingStatus: 'pending',
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-20T04:00:00.000Z',
    ...overrides,
  } satisfies Omit<Booking, 'quote' | 'paymentSummary'> & Partial<Booking>;
  return { ...moneyOf(base), ...base };
}

export function driver(overrides: Partial<User> = {}): User {
  return {
    _id: 'd1',
    username: 'Sunil Perera',
    email: 'sunil@lankaride.lk',
    role: 'driver',
    phone: '+94 77 123 4567',
    createdAt: '2026-01-01T00:00:00.000Z',
    licenseNumber: 'B1234567',
    licenseExpiry: '2029-05-31',
    experienceYears: 12,
    languages: ['en', 'si', 'de'],
    ...overrides,
  };
}

export function ranked(overrides: Partial<RankedDriver> = {}): RankedDriver {
  return { ...driver(overrides), matchedLanguages: [], ...overrides };
}

/** Reads a fetch mock's JSON body of a call. */
export function bodyOf(init: RequestInit | undefined): unknown {
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
