import { bookingFieldsSchema, itineraryInputSchema, type BookingForm, type ItineraryStop, type Vehicle } from '@app/shared';

/** What the booking form hands to /booking-confirmation through navigation state. */
export interface BookingDraft {
  vehicle: Pick<Vehicle, '_id' | 'brand' | 'model' | 'type' | 'image'> & { perDay: number };
  booking: BookingForm;
  /** A round trip's stops and nights (decision 110: from a tour page or "Plan a round tour"); none for pickup and return only. */
  itinerary?: ItineraryStop[];
}

/** The draft from navigation state, or null when it is missing or not a valid booking. */
export function readDraft(state: unknown): BookingDraft | null {
  if (typeof state !== 'object' || state === null) return null;
  const { vehicle, booking, itinerary } = state as Partial<Record<keyof BookingDraft, unknown>>;
  if (typeof vehicle !== 'object' || vehicle === null) return null;
  const v = vehicle as Record<string, unknown>;
  if (typeof v._id !== 'string' || typeof v.perDay !== 'number' || typeof v.brand !== 'string' || typeof v.model !== 'string') return null;
  const parsed = bookingFieldsSchema.safeParse(booking);
  if (!parsed.success) return null;
  const stops = itinerary === undefined ? undefined : itineraryInputSchema.shape.stops.safeParse(itinerary);
  if (stops && !stops.success) return null;
  return { vehicle: vehicle as BookingDraft['vehicle'], booking: parsed.data, ...(stops ? { itinerary: stops.data } : {}) };
}
