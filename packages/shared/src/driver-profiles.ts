import { addDays } from './datetime';

/**
 * Driver profiles a tourist can trust (issue 30, decision 102): the places a driver knows, the
 * tourist-board licences they may hold, and the rule of which licences must last a whole trip.
 */

/** The parts of Sri Lanka a driver may say they know, as the profile and the office name them. */
export const DRIVER_REGIONS = [
  'colombo',
  'negombo',
  'kandy',
  'culturalTriangle',
  'hillCountry',
  'southCoast',
  'yala',
  'eastCoast',
  'jaffna',
  'northWest',
] as const;
export type DriverRegion = (typeof DRIVER_REGIONS)[number];

/** The Sri Lanka Tourism Development Authority's licences for people who drive or guide tourists. */
export const TOURIST_LICENCE_KINDS = ['chauffeurTouristGuide', 'nationalTouristGuide', 'touristDriver'] as const;
export type TouristLicenceKind = (typeof TOURIST_LICENCE_KINDS)[number];

/** The licences staff verify: the Sri Lankan driving licence and the tourist-board one. */
export const DRIVER_LICENCES = ['driving', 'touristBoard'] as const;
export type DriverLicence = (typeof DRIVER_LICENCES)[number];

/** A licence expiring within this many days is flagged on the staff dashboard. */
export const LICENCE_WARNING_DAYS = 30;

/** What the trip rule reads of a driver's licences: each expiry (YYYY-MM-DD, valid through that day). */
export interface LicenceExpiries {
  /** The driving licence's expiry; null: not recorded (nothing to hold against the driver). */
  drivingExpiry: string | null;
  /** Whether staff verified the driving licence (and nothing changed since). */
  drivingVerified: boolean;
  /** The tourist-board licence's expiry when it is verified (the driver is shown, and so offered, with it); else null. */
  touristBoardExpiry: string | null;
}

/**
 * The licence that would lapse before a trip's last day (`lastDay`, YYYY-MM-DD in Sri Lanka), or
 * null when the driver may drive it: the driving licence always counts, the tourist-board licence
 * once it is verified, since then the driver is marketed with it.
 */
export function licenceLapsingBefore(licences: LicenceExpiries, lastDay: string): DriverLicence | null {
  if (licences.drivingExpiry !== null && licences.drivingExpiry < lastDay) return 'driving';
  if (licences.touristBoardExpiry !== null && licences.touristBoardExpiry < lastDay) return 'touristBoard';
  return null;
}

/**
 * Whether travellers see the driver (Meet our drivers, the booking form's choice): staff verified
 * the driving licence and it is valid `today`.
 */
export function isListedDriver(licences: LicenceExpiries, today: string): boolean {
  return licences.drivingVerified && licences.drivingExpiry !== null && licences.drivingExpiry >= today;
}

/** Whether a licence's expiry is within the warning window of `today` (or past): the dashboard's flag. */
export function licenceExpiresSoon(expiry: string | null, today: string): boolean {
  return expiry !== null && expiry <= addDays(today, LICENCE_WARNING_DAYS);
}

/** Two letters for a face without a photo: the first letters of the first two words of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0]!.toLocaleUpperCase())
    .join('');
}
