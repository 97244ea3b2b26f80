import { icu } from '../i18n/icu';

/**
 * The facts tourists compare (issue 30, decision 100): a vehicle's year, fuel, gearbox, seats,
 * bags and air conditioning on its card and page, the results page's filters, the "Included / not
 * included" block of the vehicle page and the booking form, and staff's fields for them.
 */
export const FACTS_UI = {
  /**
   * The API's refusals of these fields (outside MESSAGES: the home page's script carries MESSAGES,
   * and these are read only by the admin's forms and the API; the API binds this tree at start).
   */
  api: {
    yearRange: icu('Year must be a whole number from {min} to {max}.', 'min', 'max'),
    luggageRange: icu('Luggage must be a whole number of bags from 0 to {max}.', 'max'),
    fuelInvalid: 'Fuel must be petrol, diesel, hybrid or electric.',
    transmissionInvalid: 'Transmission must be automatic or manual.',
    airConditioningBoolean: 'Air conditioning must be true or false.',
    plateInvalid: 'Plate number must look like WP CAB-1234.',
    includedBoolean: 'What is included must be true or false.',
    insuranceTooLong: icu('The insurance text can be at most {max} characters.', 'max'),
    filterInvalid: icu('{param} must be one of: {values}', 'param', 'values'),
    minSeatsInvalid: icu('minSeats must be a whole number from 1 to {max}', 'max'),
  },
  /** A vehicle's facts, on its card and its page. */
  facts: {
    title: 'At a glance',
    year: 'Year',
    fuel: 'Fuel',
    gearbox: 'Gearbox',
    luggage: 'Luggage',
    airConditioning: 'Air conditioning',
    fuelNames: { petrol: 'Petrol', diesel: 'Diesel', hybrid: 'Hybrid', electric: 'Electric' },
    gearboxNames: { automatic: 'Automatic', manual: 'Manual' },
    notStated: 'Not stated',
    bags: icu('{count, plural, =0 {No large bags} one {# large bag} other {# large bags}}', 'count'),
    /** On a card, beside a bag icon. */
    bagsShort: icu('{count, plural, one {# bag} other {# bags}}', 'count'),
    /** On a card: the model year. */
    yearShort: icu('Model {year}', 'year'),
    withAc: 'Air-conditioned',
    withoutAc: 'No air conditioning',
    /** A card's facts read as one list by a screen reader. */
    listLabel: 'Vehicle facts',
  },
  /** The results page's filters (in the URL like the other search fields). */
  filters: {
    title: 'Filter the results',
    seats: 'Seats',
    anySeats: 'Any number',
    atLeastSeats: icu('{count} or more', 'count'),
    gearbox: 'Gearbox',
    anyGearbox: 'Any gearbox',
    fuel: 'Fuel',
    anyFuel: 'Any fuel',
    clear: 'Clear filters',
    noMatchHint: 'Try fewer filters, other dates or another vehicle type.',
  },
  /** "Included / not included", from the pricing policy, on the vehicle page and the booking form. */
  included: {
    title: "What's included",
    includedHeading: 'Included',
    notIncludedHeading: 'Not included',
    kilometres: icu('{km} km a day ({kmDriver} km with a driver); each extra kilometre {rate}', 'km', 'kmDriver', 'rate'),
    kilometresSame: icu('{km} km a day; each extra kilometre {rate}', 'km', 'rate'),
    kilometresTrip: icu('{km} km for your trip; each extra kilometre {rate}', 'km', 'rate'),
    driver: icu('With a driver: the driver, {price} a day', 'price'),
    driverMeals: "With a driver: the driver's meals",
    driverMealsNot: "With a driver: the driver's meals (customarily paid by you)",
    driverNights: icu("With a driver: the driver's nights away, {price} a night, in the price", 'price'),
    driverNightsIncluded: "With a driver: the driver's lodging on nights away",
    fuelBoth: 'Fuel',
    fuelWithDriver: 'Fuel, with a driver',
    fuelSelfDrive: 'Fuel when you drive yourself (return the vehicle as full as you got it)',
    fuelSelfDriveIncluded: 'Fuel when you drive yourself',
    fuelNone: 'Fuel (return the vehicle as full as you got it)',
    tollsParking: 'Expressway tolls and parking',
    insuranceDefault: "The vehicle's comprehensive insurance",
    insuranceLabel: 'Insurance',
    depositLabel: 'Deposit',
    deposit: icu('A {percent}% deposit holds the booking; the rest is paid at pickup', 'percent'),
    depositAmount: icu('A {percent}% deposit ({amount}) holds the booking; the rest is paid at pickup', 'percent', 'amount'),
    cancellationTitle: 'Cancellation',
    freeUntilRule: icu('Free cancellation up to {days, plural, one {# day} other {# days}} before pickup', 'days'),
    freeUntilRuleHours: icu('Free cancellation up to {hours, plural, one {# hour} other {# hours}} before pickup', 'hours'),
    tierRule: icu('{percent}% back if you cancel {hours, plural, one {# hour} other {# hours}} or more before pickup', 'percent', 'hours'),
    tierRuleLast: icu('{percent}% back if you cancel later', 'percent'),
    noRefundLater: 'Later: no refund',
    /** On the booking form, where the pickup is chosen: each tier's deadline, in Sri Lanka time and the tourist's own. */
    freeUntil: icu('Free cancellation until {when}', 'when'),
    tierUntil: icu('{percent}% back if you cancel by {when}', 'percent', 'when'),
    afterLastTier: icu('After that: {percent}% back', 'percent'),
    sriLankaTime: icu('{when} (Sri Lanka time)', 'when'),
    yourTime: icu('{when} your time ({zone})', 'when', 'zone'),
    passed: 'passed',
    choosePickup: 'Choose your pickup date and time to see the deadlines.',
    termsLink: 'Cancellation terms',
  },
  /** Staff's vehicle form: the facts, and the plate only staff see. */
  form: {
    factsLegend: 'Facts tourists compare',
    year: 'Year',
    yearHint: 'Leave empty when not known.',
    fuel: 'Fuel',
    chooseFuel: "The type's usual fuel",
    luggage: 'Large bags',
    luggageHint: 'Suitcases that fit with every seat taken.',
    plateNumber: 'Number plate',
    plateHint: 'Staff only: never shown to tourists. For example WP CAB-1234.',
  },
  /** /admin/pricing: what the price includes. */
  policy: {
    includedTitle: "What's included",
    includedIntro: 'Shown to tourists on every vehicle page and the booking form.',
    fuelWithDriver: 'Fuel included with a driver',
    fuelSelfDrive: 'Fuel included when tourists drive themselves',
    tollsParking: 'Expressway tolls and parking included',
    driverMeals: "The driver's meals included",
    insuranceEnglish: 'Insurance, as tourists should read it (English)',
    insuranceHint: 'Leave empty for the default sentence, translated into every language of the site.',
    insuranceOther: 'In other languages (optional; English is shown where one is missing)',
    insuranceIn: icu('Insurance in {language}', 'language'),
  },
} as const;
