/** Business constants of the spec (section 9), shared by the web app and the API. */
export const VEHICLE_TYPES = ['Car', 'Van', 'SUV', 'Bus', 'Scooter'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Types offered in the navigation dropdown and the home browse grid (Bus is search-only). */
export const BROWSE_VEHICLE_TYPES = [
  { type: 'Car', label: 'Cars' },
  { type: 'Van', label: 'Vans' },
  { type: 'SUV', label: 'SUVs' },
  { type: 'Scooter', label: 'Scooters' },
] as const satisfies readonly { type: VehicleType; label: string }[];

export const ANY_VEHICLE = 'Any Vehicle';
export const SEARCH_VEHICLE_TYPE_OPTIONS = [ANY_VEHICLE, ...VEHICLE_TYPES] as const;

export const VEHICLE_FEATURES = ['Air Conditioning', 'WiFi', 'GPS', 'Bluetooth', 'Automatic', 'Manual'] as const;
export type VehicleFeature = (typeof VEHICLE_FEATURES)[number];

export const ROLES = ['admin', 'driver', 'tourist'] as const;
export type Role = (typeof ROLES)[number];

export const DRIVER_OPTIONS = ['withDriver', 'selfDrive'] as const;
export type DriverOption = (typeof DRIVER_OPTIONS)[number];
export const DEFAULT_DRIVER_OPTION: DriverOption = 'withDriver';

/**
 * Vehicles a tourist usually drives (rides) alone: a two-seat scooter with a driver leaves the
 * tourist the pillion seat at +$50 a day, so its form offers self drive first (issue 26).
 */
export const SELF_DRIVE_FIRST_TYPES: readonly VehicleType[] = ['Scooter'];

/** The driver option a booking form preselects: the spec's default (with driver), self drive for scooters. */
export function defaultDriverOptionFor(type: VehicleType | undefined): DriverOption {
  return type && SELF_DRIVE_FIRST_TYPES.includes(type) ? 'selfDrive' : DEFAULT_DRIVER_OPTION;
}

export const BRANCHES = ['Colombo', 'Kandy', 'Negombo'] as const;

/**
 * The branches' own details (the home page's cards, the business in the pages' structured data):
 * street addresses and numbers are not translated. `opens` is schema.org's `openingHours` form;
 * the home page says the same in words (`publicUi.home.branches`).
 */
export const BRANCH_DETAILS = [
  { name: 'Colombo', street: 'No. 42, Galle Road', locality: 'Colombo 03', phone: '+94 11 234 5678', opens: 'Mo-Su 00:00-23:59', hours: 'open24' },
  { name: 'Kandy', street: 'No. 18, Peradeniya Road', locality: 'Kandy', phone: '+94 81 222 3344', opens: 'Mo-Su 06:00-22:00', hours: 'dailyHours' },
  { name: 'Negombo', street: 'No. 7, Lewis Place', locality: 'Negombo', phone: '+94 31 227 8899', opens: 'Mo-Su 00:00-23:59', hours: 'open24Airport' },
] as const satisfies readonly { name: (typeof BRANCHES)[number]; street: string; locality: string; phone: string; opens: string; hours: string }[];

/** Places the pickup and return fields suggest: the branches, the airport and favourite starting points. */
export const PLACE_SUGGESTIONS = [...BRANCHES, 'Bandaranaike International Airport', 'Galle', 'Ella', 'Sigiriya', 'Trincomalee'] as const;

/** The company's contact block (footer, contact page, e-mails). */
export const CONTACT_DETAILS = {
  address: ['No. 42, Galle Road', 'Colombo 03, Sri Lanka'],
  phone: '+94 11 234 5678',
  email: 'hello@lankaride.lk',
  support: '24/7 Customer Support',
} as const;

export const DRIVER_COST_PER_DAY = 50;
export const MIN_PASSWORD_LENGTH = 6;
/** How long a password reset link works (it works once). */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long the link to set a password works, for an account staff made for a customer. */
export const ACCOUNT_SETUP_TTL_DAYS = 7;
export const MIN_TOURISTS = 1;
export const BOOKING_SUCCESS_REDIRECT_MS = 4000;
export const DROPDOWN_BLUR_CLOSE_MS = 150;
export const CALENDAR_HEIGHT_PX = 500;
export const REVIEWS_PER_PAGE = 3;
export const BOOKING_ID_SHORT_LENGTH = 6;
/** The longest range the fleet timeline shows at once. */
export const TIMELINE_MAX_DAYS = 92;
/** How many languages a tourist may ask their driver to speak. */
export const MAX_PREFERRED_LANGUAGES = 5;

/**
 * How long personal data is kept: the privacy page's "How long we keep it", which the server's
 * retention sweep carries out (decision 104).
 */
export const RETENTION = {
  contactMessageYears: 2,
  bookingYearsAfterTrip: 6,
  /** A self-drive tourist's documents (decision 107); DOCUMENT_RETENTION_DAYS sets another. */
  documentDaysAfterTrip: 30,
  /**
   * The Idempotency-Keys of drivers' changes (decision 113): a phone's queue sends a change again
   * within hours, so a week is plenty; older keys are swept and a key that old is a new request.
   */
  actionKeyDays: 7,
} as const;

export const RATING_CLAIM = { rating: '4.9/5', reviews: '2,000+' } as const;

/** How staff appear to tourists in a booking's history: the company, not an internal account. */
export const STAFF_DISPLAY_NAME = 'LankaRide team';

/** Browser storage keys of the session (spec section 3). */
export const STORAGE_KEYS = { token: 'authToken', user: 'authUser' } as const;

/**
 * Sri Lanka has used +05:30 all year round since 2006; booking times are local wall-clock times.
 * The one place the zone is written: the SQL (`db/sql.ts`), the date helpers (`datetime.ts`) and
 * the pages all derive from these.
 */
export const BOOKING_TIME_ZONE = 'Asia/Colombo';
export const BOOKING_UTC_OFFSET_MINUTES = 330;
export const BOOKING_UTC_OFFSET = '+05:30';

/** Upper bounds that keep one request cheap; the same numbers guard the forms and the API. */
/**
 * How long after a tourist comes back from PayHere's page a new checkout of the same booking waits
 * for PayHere's notification (decision 080): long enough for a slow notification, short enough
 * that a payment PayHere never confirms does not block paying for long.
 */
export const PAYHERE_AWAIT_MINUTES = 15;

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  password: 200,
  text: 200,
  url: 2000,
  specialRequests: 2000,
  /** A flight number as typed (`UL 504`, `ul-504`), before spaces and hyphens go. */
  flightNumberTyped: 12,
  contactSubject: 200,
  contactMessage: 5000,
  maxTourists: 60,
  maxSeats: 100,
  maxPrice: 1_000_000,
  maxExperienceYears: 80,
  maxLanguages: 20,
  /** A reason staff give for a change (cancelling, correcting a status). */
  reason: 500,
  /** A review's comment (decision 094). */
  reviewComment: 2000,
  /** A driver's introduction on their public profile, and each translation of it (decision 102). */
  introduction: 1000,
  /** The longest request URL (path and query) the server reads; longer ones answer 414. */
  requestUrl: 4096,
  /** More kilometres a day than this between two odometer readings is not a trip: staff record it. */
  plausibleKmPerDay: 1000,
} as const;
