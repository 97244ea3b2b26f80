import { icu } from '../i18n/icu';

/** Every sentence of vehicles (search results, vehicle detail, availability calendar) and the booking form and confirmation. */
export const BOOKING_UI = {
  /** What several of these pages say alike. */
  common: {
    /** A browser tab's title: the page's own heading, then the brand. */
    documentTitle: icu('{page} · LankaRide', 'page'),
    loadingVehicle: 'Loading vehicle…',
    seats: icu('{seats, plural, one {# seat} other {# seats}}', 'seats'),
    features: 'Features',
  },
  /** /available-vehicles: the search results. `vehicles` is a plural vehicle type name (`SUVs`). */
  results: {
    eyebrow: 'Search results',
    heading: icu('Available {vehicles}', 'vehicles'),
    headingAllTypes: 'Available vehicles',
    dateRange: icu('{from} – {to}', 'from', 'to'),
    anyDates: 'Any dates',
    anyLocation: 'Any location',
    times: icu('{pickupTime} – {returnTime} (Sri Lanka time)', 'pickupTime', 'returnTime'),
    typeNav: 'Vehicle type',
    allTypes: 'All',
    countFirstPage: icu('{count, plural, one {Showing the first # vehicle} other {Showing the first # vehicles}}', 'count'),
    countFound: icu('{count, plural, one {# vehicle found} other {# vehicles found}}', 'count'),
    noMatchHint: 'Try other dates or another vehicle type.',
    loadingMore: 'Loading more vehicles…',
    showMore: 'Show more vehicles',
  },
  /** A vehicle's card in a results grid. */
  card: {
    moreFeatures: icu('+{count} more', 'count'),
    /** After the daily price, in a smaller type: "$45.00 / day". */
    perDayAfterPrice: '/ day',
    details: 'Details',
    /** With searched dates, under the daily price: the whole trip, self drive, as the booking would price it. */
    tripTotal: icu('{days, plural, one {# day} other {# days}}, {price} total', 'days', 'price'),
    withDriverTotal: icu('With a driver: {price}', 'price'),
  },
  /** Approximate amounts in a second currency the visitor chooses (prices are set and paid in US dollars). */
  currency: {
    label: 'Also show prices in',
    none: 'US dollars only',
    /** Beside a dollar amount: "≈ €41". */
    approx: icu('≈\u00a0{amount}', 'amount'),
    approxTitle: icu('Approximate, at {rate} per US dollar (set {date}). You pay in US dollars or Sri Lankan rupees.', 'rate', 'date'),
  },
  /** /vehicles/{id}: one vehicle. */
  detail: {
    breadcrumb: 'Breadcrumb',
    vehicles: 'Vehicles',
    /** The picture's description: the vehicle's name, then its type in lower case. */
    imageAlt: icu('{vehicle}, {type, select, Car {car} Van {van} SUV {suv} Bus {bus} Scooter {scooter} other {{type}}}', 'vehicle', 'type'),
    type: 'Type',
    seatingCapacity: 'Seating capacity',
    noFeatures: 'No listed features.',
    prices: 'Prices',
    /** After a price, in a smaller type: "$45.00 per day". */
    perDayAfterPrice: 'per day',
    perHourAfterPrice: 'per hour',
    driverCost: icu('With a driver: +{price} per day.', 'price'),
    /** With searched dates: the trip's quote, both ways. */
    tripTitle: 'Your dates',
    selfDriveTotal: icu('Self drive: {price}', 'price'),
    withDriverTotal: icu('With a driver: {price}', 'price'),
    depositNote: icu('{percent}% deposit holds the booking; the rest is paid at pickup.', 'percent'),
    book: 'Book This Vehicle',
    notBookable: 'This vehicle is not available for booking right now.',
    availabilityTitle: 'Availability',
    availabilityIntro: 'Booked periods are marked. Times are Sri Lanka time (UTC+05:30).',
    legend: 'Legend',
    loadingCalendar: 'Loading calendar…',
  },
  /** The availability calendar's own controls, and the texts of the calendar library it is drawn with. */
  calendar: {
    previous: 'Previous',
    next: 'Next',
    today: 'Today',
    month: 'Month',
    week: 'Week',
    day: 'Day',
    viewGroup: 'Calendar view',
    allDay: 'All Day',
    noEventsInRange: 'There are no events in this range.',
    /** A month cell's link to the bookings that do not fit in it. */
    showMore: icu('+{count} more', 'count'),
  },
  /** /book-vehicle/{id}: the booking form. */
  form: {
    eyebrow: 'Book your ride',
    heading: icu('Book {vehicle}', 'vehicle'),
    /** The heading while the vehicle is still loading. */
    headingNoVehicle: 'Book your vehicle',
    intro: 'Fill in your trip. You can review everything before you confirm.',
    detailsTitle: 'Your details',
    fullName: 'Full name',
    tourists: 'Number of tourists',
    seatsHint: icu('This vehicle seats {seats}.', 'seats'),
    timesHint: 'Dates and times are Sri Lanka time.',
    pickupDate: 'Pickup date',
    pickupTime: 'Pickup time',
    returnDate: 'Return date',
    returnTime: 'Return time',
    withDriverText: icu('An experienced local driver, +{price} per day.', 'price'),
    selfDriveText: 'You drive. Bring your international driving permit.',
    /** Under the driver option of a scooter, whose form offers self drive first. */
    scooterDriverNote: 'A scooter seats two: with a driver, you ride behind them.',
    specialRequestsHint: 'Optional: child seats, surfboards, a detour to a temple…',
    submit: 'Review booking',
    /** Above the submit button (decision 085): `terms` and `cancellation` are links named by the footer's page names. */
    termsNote: icu('Before you send the request, read the {terms} and the {cancellation}.', 'terms', 'cancellation'),
    /** Under the driver options when self drive is chosen: `licence` links to the licence page. */
    licenceNote: icu('Driving yourself? Check the {licence} before you travel.', 'licence'),
    priceTitle: 'Price estimate',
    vehicleLine: icu('{type} · {price} / day', 'type', 'price'),
    /** Extras the tourist adds (decision 086), priced into the total. */
    extrasTitle: 'Extras',
    extrasIntro: 'Added to your total and paid like the rest of the trip. Not listed? Ask in your special requests.',
    extraPerDay: icu('{price} per day', 'price'),
    extraPerTrip: icu('{price} per trip', 'price'),
    extraHowMany: icu('How many: {name}', 'name'),
    extraNone: 'None',
  },
  /** The estimate's lines: the days counted and the daily rate. */
  price: {
    vehicleLine: icu('Vehicle · {days, plural, one {# day} other {# days}} × {price}', 'days', 'price'),
    driverLine: icu('Driver · {days, plural, one {# day} other {# days}} × {price}', 'days', 'price'),
    nightsLine: icu('Driver nights · {nights, plural, one {# night} other {# nights}} × {price}', 'nights', 'price'),
    extraKmLine: icu('Extra kilometres · {km} km × {price}', 'km', 'price'),
    fuelLine: icu('Fuel to refill · {eighths}/8 of a tank × {price}', 'eighths', 'price'),
    damageLine: 'Damage repair',
    transferLine: icu('Airport transfer · fixed fare {price}', 'price'),
    waitingLine: icu('Waiting · {hours, plural, one {# hour} other {# hours}} × {price}', 'hours', 'price'),
    /** An extra (decision 086): its name, how many, and the days for one priced per day. */
    addOnPerDayLine: icu('{name} · {count} × {days, plural, one {# day} other {# days}} × {price}', 'name', 'count', 'days', 'price'),
    addOnPerTripLine: icu('{name} · {count} × {price}', 'name', 'count', 'price'),
    extrasTitle: 'Extras',
    // The server's quote (issue 17): what is paid when, the kilometres included, the refund tiers.
    deposit: 'Deposit to hold your booking',
    balance: 'Balance, paid at pickup',
    kmIncluded: icu('{km} km included, then {price} per extra km', 'km', 'price'),
    cancellationTitle: 'If you cancel',
    tierBack: icu('{hours} hours or more before pickup: {percent}% of what you paid comes back', 'hours', 'percent'),
    tierUntilPickup: icu('Up to pickup: {percent}% of what you paid comes back', 'percent'),
    tierNothing: 'Later: no refund',
  },
  /** /booking-confirmation before confirming: the review. */
  review: {
    title: 'Confirm your booking',
    eyebrow: 'Almost there',
    heading: 'Review and confirm',
    intro: 'Check the details of your trip, then confirm your booking request.',
    tourists: 'Tourists',
    preferredLanguages: 'Preferred languages',
    noSpecialRequests: 'None',
    priceTitle: 'Price',
    changeDates: 'Change dates',
    confirm: 'Confirm booking',
    confirming: 'Confirming…',
    edit: 'Edit details',
    noPayment: 'No payment now. Our team confirms your request, usually within the hour.',
    /** What failed when the request never reached the server ("Booking confirmation failed: Network error"). */
    networkError: 'Network error',
  },
  /** /booking-confirmation once confirmed. */
  success: {
    title: 'Booking received',
    heading: 'Booking submitted!',
    requestReceived: icu('Your request for the {vehicle} is in. We’ll confirm it shortly.', 'vehicle'),
    shortReferenceLabel: 'Short reference:',
    referenceIdLabel: 'Reference ID:',
    redirecting: icu('{seconds, plural, one {Taking you to the home page in # second…} other {Taking you to the home page in # seconds…}}', 'seconds'),
    myBookings: 'View My Bookings',
    homeNow: 'Home now',
    // The redirect waits while the tourist reads (issue 26): what it says when paused, the control that cancels it.
    redirectPaused: 'Paused while you read.',
    stayHere: 'Stay here',
    stayingHere: 'You stay on this page.',
  },
} as const;
