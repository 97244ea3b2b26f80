import { icu } from '../i18n/icu';

/** Every sentence of the public pages and the shared frame (home, navigation bar, footer, not-found, error page, skeletons, shared components). */
export const PUBLIC_UI = {
  /** The navigation bar, its Vehicles menu and the phone menu; the footer and the not-found page reuse its link names. */
  nav: {
    label: 'Main',
    skipToContent: 'Skip to main content',
    home: 'Home',
    vehicles: 'Vehicles',
    allVehicles: 'All Vehicles',
    /** Round tours with a driver (decision 110). */
    tours: 'Tours',
    /** Airport transfers (decision 111): the public page. */
    transfers: 'Airport transfers',
    contact: 'Contact',
    myBookings: 'My Bookings',
    admin: 'Admin',
    /** A driver's own items, in place of the tourist's (issue 26): his trips, his schedule, his profile. */
    myTrips: 'My Trips',
    mySchedule: 'My Schedule',
    myProfile: 'My Profile',
    yourAccount: 'Your account',
    logout: 'Logout',
    login: 'Login',
    register: 'Register',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    blurb: 'Cars, vans, SUVs, scooters and buses across Sri Lanka, with or without an experienced local driver who knows every road from Jaffna to Galle.',
    quickLinks: 'Quick links',
    /** Decision 102: the drivers' page. */
    meetDrivers: 'Meet our drivers',
    /** Decision 110: the tours page. */
    roundTours: 'Round tours with a driver',
    becomeDriver: 'Become a Driver',
    contactUs: 'Contact Us',
    vehicleTypes: 'Vehicle types',
    contact: 'Contact',
    /** The pages a traveller reads before paying (decision 085): the bottom row's label and its links. */
    pagesLabel: 'Before you book',
    pages: {
      terms: 'Terms of rental',
      privacy: 'Privacy',
      cancellation: 'Cancellation policy',
      licence: 'Licence requirements',
      faq: 'FAQ',
    },
    /** `year` is the current year, as digits. */
    legal: icu('© {year} LankaRide. Prices in US dollars. Booking times are Sri Lanka time (UTC+05:30).', 'year'),
  },
  /** The company's contact block (footer, contact page); the address and numbers are not translated. */
  contactDetails: {
    support: '24/7 Customer Support',
  },
  /** What a loading message says when the page gives no more specific one. */
  loading: 'Loading…',
  checkingSession: 'Checking your session…',
  /** The page shown when a page failed to render, or its code no longer exists after a deploy. */
  routeError: {
    pageTitle: 'Something went wrong · LankaRide',
    eyebrow: 'Unexpected error',
    title: 'Something went wrong',
    text: 'Sorry, this page could not be shown. Reloading usually fixes it.',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  notFound: {
    pageTitle: 'Page not found · LankaRide',
    eyebrow: '404 · Off the map',
    title: 'Page not found',
    /** `path` is the address the visitor asked for, shown as typed. */
    text: icu('We couldn’t find {path}. The link may be old or mistyped. Here are a few good roads to take instead:', 'path'),
    home: 'Back to the home page',
    browse: 'Browse all vehicles',
    popularLabel: 'Popular pages',
    popularTitle: 'Popular right now',
    contactUs: 'Contact us',
  },
  /** The shared yes/no dialog's way out, when the page names none of its own. */
  confirmDialog: {
    keep: 'Keep it',
  },
  vehicleLoadError: {
    goBack: 'Go Back',
    browse: 'Browse vehicles',
  },
  /** A driver's licence fields (the admin's driver form, the driver's profile) beyond the field names. */
  licence: {
    experience: 'Experience (years)',
  },
  /** The booking search form (home page, "Edit search" on the results). */
  searchForm: {
    labels: {
      pickupPoint: 'Pickup location',
      returnPoint: 'Return location',
      pickupDate: 'Pickup date',
      pickupTime: 'Pickup time',
      returnDate: 'Return date',
      returnTime: 'Return time',
      vehicleType: 'Vehicle type',
    },
    pickupPlaceholder: 'e.g. Colombo',
    returnPlaceholder: 'e.g. Kandy',
  },
  /** The home page's search card. */
  homeSearch: {
    title: 'Find your ride',
    description: 'Pick up and drop off anywhere in Sri Lanka.',
    submit: 'Search vehicles',
  },
  /** The home page's hero. `title` shows `highlight` in colour. */
  hero: {
    title: icu('Explore Sri Lanka {highlight}', 'highlight'),
    highlight: 'your way',
    text: 'Rent a car, van, SUV, scooter or bus, or travel with an experienced local driver who knows the island by heart.',
  },
  /** The rating line: `rating` ("4.9/5") and `reviews` (reviewCount) are shown in bold. */
  rating: {
    claim: icu('Rated {rating} based on {reviews}', 'rating', 'reviews'),
    reviewCount: icu('{count} reviews', 'count'),
    /** The real count, once staff show the real figures (decision 097). */
    realCount: icu('{count, plural, one {# review} other {# reviews}}', 'count'),
  },
  home: {
    types: {
      eyebrow: 'Browse by vehicle type',
      title: 'The right ride for every road',
      blurbs: {
        Car: 'Easy city hops and coastal drives for two to four.',
        Van: 'Room for families, groups and all the surfboards.',
        SUV: 'Comfort on hill-country bends and safari tracks.',
        Scooter: 'Beach-to-beach freedom along the south coast.',
      },
    },
    why: {
      eyebrow: 'Why choose LankaRide',
      title: 'Travel like you have a friend on the island',
      text: 'Local people, local knowledge, and the kind of service that turns a road trip into the best part of the holiday.',
      driversTitle: 'Experienced local drivers',
      /** `price` is the driver's cost per day in US dollars, as a number. */
      driversText: icu('Licensed, multilingual drivers who double as guides, at a flat ${price} a day.', 'price'),
      pricesTitle: 'Clear prices up front',
      pricesText: 'See the full estimate before you book. No hidden fees at the counter.',
      fleetTitle: 'Well-kept, insured fleet',
      fleetText: 'Every vehicle is serviced between trips and covered by comprehensive insurance.',
      supportTitle: '24/7 support on the road',
      supportText: 'A real person answers day and night, wherever the road takes you.',
    },
    destinations: {
      eyebrow: 'Featured destinations',
      title: 'Where will the road take you?',
      imageAlt: icu('Illustration of {place}', 'place'),
      driveFromColombo: icu('{hours} h from Colombo', 'hours'),
      sigiriya: 'Climb the 5th-century Lion Rock fortress rising 200 m above the jungle.',
      ella: 'Tea-covered hills, Nine Arches Bridge and sunrise on Little Adam’s Peak.',
      galle: 'Stroll the ramparts of the Dutch fort, then the golden south-coast beaches.',
    },
    branches: {
      eyebrow: 'Our branches',
      title: 'Pick up where you land',
      text: 'Three branches and free delivery to hotels nearby. Airport pickups from our Negombo branch, day and night.',
      imageAlt: icu('{branch} branch', 'branch'),
      open24: 'Open 24 hours',
      dailyHours: 'Daily 6:00 – 22:00',
      open24Airport: 'Open 24 hours · airport pickups',
    },
    reviews: {
      eyebrow: 'WHAT OUR CUSTOMERS SAY',
      title: 'Loved by travellers from everywhere',
    },
    cta: {
      title: 'Planning a round-island tour?',
      text: 'Tell us your route and we’ll match you with the right vehicle and driver.',
      button: 'Talk to our team',
    },
  },
  /** The home page's carousel of customer reviews (the reviews themselves are the customers' own words). */
  reviews: {
    label: 'Customer reviews',
    stars: icu('{rating} out of 5 stars', 'rating'),
    quote: icu('“{text}”', 'text'),
    /** `shown` lists the numbers of the reviews in view. */
    showing: icu('Showing reviews {shown} of {count}', 'shown', 'count'),
    slide: icu('Review {index} of {count}', 'index', 'count'),
    showReview: icu('Show review {index}', 'index'),
    previous: 'Previous review',
    next: 'Next review',
    viewMore: 'VIEW MORE',
    viewLess: 'VIEW LESS',
    /** A real review's language (decision 097). */
    writtenIn: icu('Written in {language}', 'language'),
  },
  /** The contact page around its form (the form's own words are `accountUi.contact`). */
  contact: {
    eyebrow: 'We’re here to help',
    title: 'Contact us',
    intro: 'Questions about a booking, a custom tour or a long-term rental? Write to us and we’ll reply within a few hours.',
    reachUs: 'Reach us directly',
  },
} as const;
