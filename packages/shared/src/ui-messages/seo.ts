import { icu } from '../i18n/icu';

/**
 * What a public page's head says to search engines and link previews (decision 095): titles and
 * descriptions the server writes per page and language. The home page's are `site.title` and
 * `site.description`, the contact page's title `accountUi.contact.pageTitle`.
 */
export const SEO = {
  /** The search results, without a vehicle type. */
  results: {
    title: 'Vehicles for rent in Sri Lanka · LankaRide',
    description: 'Cars, vans, SUVs, scooters and buses free for your dates across Sri Lanka, with or without a driver, priced per day in US dollars.',
    /** `types` is the type's plural name (`vehicleTypesPlural`): "Vans". */
    typeTitle: icu('{types} for rent in Sri Lanka · LankaRide', 'types'),
    typeDescription: icu('{types} free for your dates across Sri Lanka, with or without a driver, priced per day in US dollars.', 'types'),
  },
  /** A vehicle's page: `name` is brand and model, `type` its type's name, `price` the price per day as the language writes money. */
  vehicle: {
    title: icu('{name} for rent in Sri Lanka · LankaRide', 'name'),
    description: icu('Rent the {name} ({type}) in Sri Lanka: {seats, plural, one {# seat} other {# seats}}, {price} per day, with or without a driver.', 'name', 'type', 'seats', 'price'),
  },
  /** A driver's public page (decision 102): `name` is the driver's first name, `languages` the names of those they speak. */
  driver: {
    title: icu('{name}, tour driver in Sri Lanka · LankaRide', 'name'),
    description: icu(
      '{name} drives travellers around Sri Lanka for LankaRide: {years, plural, =0 {new with us} one {# year of experience} other {# years of experience}}, speaks {languages}.',
      'name',
      'years',
      'languages',
    ),
    jobTitle: 'Tour driver',
  },
  /** Meet our drivers (decision 102). */
  drivers: {
    title: 'Meet our drivers · LankaRide',
    description: 'The LankaRide drivers who take you around Sri Lanka: the languages they speak, the places they know and the licences we checked.',
    breadcrumb: 'Our drivers',
  },
  contact: {
    description: 'Write or call LankaRide: branches in Colombo, Kandy and Negombo, and support day and night for your rental in Sri Lanka.',
  },
  /** The travellers' pages (decision 085): `title` is the page's own title. */
  infoPage: {
    title: icu('{title} · LankaRide', 'title'),
    descriptions: {
      terms: 'The terms of renting a vehicle from LankaRide: bookings, deposits, drivers, fuel, insurance and returning the vehicle.',
      privacy: 'What LankaRide keeps about you when you book or write to us, why, for how long, and how to ask for it.',
      cancellation: 'What cancelling a LankaRide booking costs: the refund by how long before pickup you cancel, and the deposit.',
      licence: 'The licences you need to drive yourself in Sri Lanka: the international driving permit and the local permit, cars and scooters.',
      faq: 'Answers to the questions travellers ask LankaRide: drivers, prices, deposits, airport pickups, fuel and changing dates.',
    },
  },
} as const;
