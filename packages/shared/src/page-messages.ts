import { bindCatalog } from './i18n/catalog';
import { BOOKING_UI } from './ui-messages/booking';
import { STAFF_UI } from './ui-messages/staff-ui';
import { STAFF_BOOKINGS_UI } from './ui-messages/staff-bookings';
import { STAFF_AREA_UI } from './ui-messages/staff';
import { TRIPS_UI } from './ui-messages/trips';
import { FINANCE_UI } from './ui-messages/finance';
import { PRICING_UI } from './ui-messages/pricing';
import { DATE_CHANGE_UI } from './ui-messages/date-change';
import { REVIEW_UI } from './ui-messages/review';
import { INFO_PAGES_UI } from './ui-messages/info-pages-ui';
import { OUT_OF_SERVICE_UI } from './ui-messages/out-of-service-ui';
import { OUT_OF_SERVICE_API } from './ui-messages/out-of-service';
import { MEDIA_UI } from './ui-messages/media-ui';
import { MEDIA_API } from './ui-messages/media';
import { FACTS_UI } from './ui-messages/vehicle-facts';
import { DRIVERS_UI } from './ui-messages/drivers';
import { FLIGHTS_UI } from './ui-messages/flights-ui';
import { ITINERARY_API } from './ui-messages/itinerary-api';
import { PICKUP_PLACES } from './ui-messages/pickup-places';
import { ITINERARY_UI } from './ui-messages/itinerary-ui';
import { DOCUMENTS_API, DOCUMENTS_UI } from './ui-messages/documents';
import { TRIP_LINKS_API, TRIP_LINKS_UI } from './ui-messages/trip-links';
import { LIVE_UI } from './ui-messages/live';
import { DRIVER_APP, DRIVER_OFFLINE_API, DRIVER_OFFLINE_UI } from './ui-messages/driver-offline';
import { HANDOVER_POLICY, HANDOVER_UI, HANDOVERS_API } from './ui-messages/handovers';
import { TOURS_API } from './ui-messages/tours-api';
import { TOURS_UI } from './ui-messages/tours-ui';
import { TRANSFERS_ADMIN_UI, TRANSFERS_API, TRANSFERS_PAGE_UI, TRANSFERS_UI } from './ui-messages/transfers';

/**
 * Sentences that only some pages read: the vehicle and booking pages, the admin's and the
 * driver's areas, and the trips of My Bookings. A tree of its own
 * (`@app/shared/page-messages`), so the web app loads it with those pages instead of with the
 * home page (decision 065); its keys sit in the same catalogs as every other sentence.
 */
export const PAGE_MESSAGES = {
  bookingUi: BOOKING_UI,
  staffUi: STAFF_UI,
  tripsUi: TRIPS_UI,
  staffBookingsUi: STAFF_BOOKINGS_UI,
  staffAreaUi: STAFF_AREA_UI,
  financeUi: FINANCE_UI,
  pricingUi: PRICING_UI,
  dateChangeUi: DATE_CHANGE_UI,
  infoPagesUi: INFO_PAGES_UI,
  reviewUi: REVIEW_UI,
  outOfServiceUi: OUT_OF_SERVICE_UI,
  /** The out-of-service API's sentences: only staff pages read them, so they stay off the home page (decision 101). */
  outOfServiceApi: OUT_OF_SERVICE_API,
  mediaUi: MEDIA_UI,
  /** The API's refusals about photos (decision 099): read by the admin's photo manager, not by the home page. */
  mediaApi: MEDIA_API,
  factsUi: FACTS_UI,
  driversUi: DRIVERS_UI,
  flightsUi: FLIGHTS_UI,
  /** Places, roads and itineraries (decision 105): the API's refusals and the route day by day. */
  itineraryApi: ITINERARY_API,
  itineraryUi: ITINERARY_UI,
  /** Pickup and return points a driver can find (decision 116): the form's map point, its refusals, the map links. */
  pickupPlaces: PICKUP_PLACES,
  /** A self-drive tourist's documents (decision 107): My Bookings and the staff's booking page. */
  documentsUi: DOCUMENTS_UI,
  /** The documents API's refusals (codes `documentsApi.*`): read by the pages that upload, not by the home page. */
  documentsApi: DOCUMENTS_API,
  /** Calendars and chat links (decision 108): the driver's profile, My Bookings, the pricing page's WhatsApp number. */
  tripLinksUi: TRIP_LINKS_UI,
  tripLinksApi: TRIP_LINKS_API,
  /** The office's notice of a new booking (decision 109), loaded with the live client. */
  liveUi: LIVE_UI,
  /** The driver area offline (decision 113): changes kept on the phone and what was refused. */
  driverOfflineUi: DRIVER_OFFLINE_UI,
  /** The driver app's manifest (read by the server) and the refusal of a reused key. */
  driverApp: DRIVER_APP,
  driverOfflineApi: DRIVER_OFFLINE_API,
  /** Handing over and taking back a vehicle (decision 112): the API's refusals. */
  handoversApi: HANDOVERS_API,
  handoverPolicy: HANDOVER_POLICY,
  /** The handover and return form on a phone and the proposed charges (decision 112). */
  handoverUi: HANDOVER_UI,
  /** Tour templates (decision 110): the API's refusals, the admin's page, the public tour pages and the customiser. */
  toursApi: TOURS_API,
  toursUi: TOURS_UI,
  /** Airport transfers (decision 111): the API's refusals and the admin's fare table. */
  transfersApi: TRANSFERS_API,
  transfersAdminUi: TRANSFERS_ADMIN_UI,
  transfersUi: TRANSFERS_UI,
  /** The public /airport-transfers page, its booking step and the return offered (decision 111). */
  transfersPageUi: TRANSFERS_PAGE_UI,
} as const;

bindCatalog(PAGE_MESSAGES);
