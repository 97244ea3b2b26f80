import { icu } from '../i18n/icu';

/**
 * Drivers a tourist can trust (issue 30, decision 102): the public pages (Meet our drivers, a
 * driver's profile), the booking form's wish, staff's and the driver's own editing, the
 * dashboard's licences to renew. The API's refusals are in `MESSAGES.api`, the heads' words in the
 * SEO tree.
 */
export const DRIVERS_UI = {
  /** The parts of Sri Lanka a driver may know (DRIVER_REGIONS). */
  regions: {
    colombo: 'Colombo',
    negombo: 'Negombo & the airport',
    kandy: 'Kandy',
    culturalTriangle: 'Cultural Triangle (Sigiriya, Dambulla, Anuradhapura, Polonnaruwa)',
    hillCountry: 'Hill country (Nuwara Eliya, Ella)',
    southCoast: 'Galle & the south coast',
    yala: 'Yala & the south-east',
    eastCoast: 'Trincomalee & the east coast',
    jaffna: 'Jaffna & the north',
    northWest: 'Wilpattu & the north-west',
  },
  /** The licences travellers see as badges, and staff edit. */
  licences: {
    driving: 'Sri Lankan driving licence',
    chauffeurTouristGuide: 'Chauffeur tourist guide (SLTDA)',
    nationalTouristGuide: 'National tourist guide (SLTDA)',
    touristDriver: 'Tourist driver (SLTDA)',
  },
  // Meet our drivers and a driver's page.
  listTitle: 'Meet our drivers',
  listEyebrow: 'Our drivers',
  listIntro: 'The people who drive you around the island: the languages they speak, the places they know and the licences we checked ourselves.',
  listEmpty: 'Our drivers’ profiles are on their way. Ask us about them any time.',
  loading: 'Loading our drivers…',
  loadFailed: 'The drivers could not be loaded.',
  reviewsLoadFailed: 'The reviews could not be loaded.',
  retry: 'Try again',
  viewProfile: icu('Meet {name}', 'name'),
  experience: icu('{years, plural, =0 {New with us} one {# year of experience} other {# years of experience}}', 'years'),
  speaks: 'Speaks',
  knows: 'Knows',
  about: 'About me',
  translatedByOffice: 'Translated by our office.',
  writtenIn: icu('Written in {language}.', 'language'),
  verified: 'Verified by LankaRide',
  verifiedUntil: icu('Verified by LankaRide · valid until {month}', 'month'),
  /** Alt text of a driver's photo, and the label of their initials without one. */
  photoOf: icu('Photo of {name}', 'name'),
  notFound: 'This driver is not with us any more.',
  allDrivers: 'All our drivers',
  askOnBooking: icu('Travelling with {name}? Choose a vehicle and ask for {name} on the booking form.', 'name'),
  findVehicle: 'Find a vehicle',
  /** My Bookings' driver card: the link to the driver's page. */
  aboutDriver: icu('About {name}', 'name'),
  noBadges: 'Licences not checked yet.',
  // The booking form.
  preferredDriver: 'Preferred driver (optional)',
  noPreference: 'No preference',
  preferredDriverHint: 'We give you the driver you ask for whenever their other trips allow it.',
  // Staff: the confirm and change-driver dialogs.
  requested: 'Asked for by the tourist',
  /** The booking's facts in staff's dialogs. */
  preferredDriverFact: 'Preferred driver',
  requestedUnavailable: icu('The tourist asked for {name}, who is not free or not licensed for these dates.', 'name'),
  // Staff's driver form and the driver's own profile.
  profileSection: 'Profile for travellers',
  profileSectionHint: 'Travellers read this on the driver’s public page. Phone, e-mail and licence numbers are never shown.',
  introduction: 'Introduction',
  introductionHint: 'A few sentences in the driver’s own language: where they are from, what they like to show travellers. No phone numbers or e-mail addresses.',
  ownIntroductionHint: 'A few sentences about yourself, in your language: the office may translate them. No phone numbers or e-mail addresses.',
  introductionLanguage: 'Written in',
  chooseLanguage: 'Choose a language',
  translations: 'Translations by the office',
  translationIn: icu('Introduction in {language}', 'language'),
  regionsLegend: 'Regions they know well',
  ownRegionsLegend: 'Regions you know well',
  touristLicence: 'Tourist-board licence (SLTDA)',
  touristLicenceKind: 'Category',
  noTouristLicence: 'None',
  licenceNumber: 'Licence number',
  licenceExpiry: 'Expiry date',
  verify: 'Verify',
  verifying: 'Verifying…',
  verifyLabel: icu('Verify: {licence}', 'licence'),
  verifiedBy: icu('Verified by {name} on {date}', 'name', 'date'),
  notVerified: 'Not verified',
  saveBeforeVerify: 'Save the number and expiry first, then verify.',
  changeClears: 'Changing the number or expiry clears the verification.',
  publicProfile: 'Public profile',
  regionsNone: 'No regions chosen yet.',
  // The dashboard.
  licencesTitle: 'Licences to renew',
  licencesNone: icu('No licence expires in the next {days} days.', 'days'),
  licencesLoading: 'Loading licences…',
  expired: icu('expired on {date}', 'date'),
  expires: icu('expires on {date}', 'date'),
} as const;
