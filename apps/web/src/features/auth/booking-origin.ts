import { useQuery } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { Vehicle } from '@app/shared';
import { api } from '../../lib/api';
import type { LoginState } from '../../lib/navigation';
import { vehicleKeys } from '../../lib/vehicles';

type From = LoginState['from'];

interface CarriedVehicle {
  brand?: unknown;
  model?: unknown;
}

/** The vehicle named in navigation state: a booking draft ({ vehicle }) or a form returning to one ({ draft }). */
function carriedVehicleName(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as { vehicle?: CarriedVehicle; draft?: { vehicle?: CarriedVehicle } };
  const vehicle = s.vehicle ?? s.draft?.vehicle;
  return typeof vehicle?.brand === 'string' && typeof vehicle.model === 'string' ? `${vehicle.brand} ${vehicle.model}` : null;
}

/**
 * Whether the page a sign-in interrupts is a booking (the form or its confirmation), and of
 * which vehicle: its name when the state carries it, else its id (to fetch the name).
 */
export function bookingOrigin(from: From): { vehicleId: string | null; vehicleName: string | null } | null {
  if (!from) return null;
  const vehicleName = carriedVehicleName(from.state);
  const form = matchPath('/book-vehicle/:id', from.pathname);
  if (form) return { vehicleId: form.params.id ?? null, vehicleName };
  if (from.pathname === '/booking-confirmation' && vehicleName) return { vehicleId: null, vehicleName };
  // An airport transfer (decision 111): a booking of no particular vehicle yet.
  if (from.pathname === '/airport-transfers/book') return { vehicleId: null, vehicleName: null };
  return null;
}

/**
 * The booking a visitor is signing in (or signing up) for: null when they came for something
 * else; `vehicleName` null until the vehicle's name is known (it is usually cached already,
 * as the visitor has just seen the vehicle's page).
 */
export function useBookingOrigin(from: From): { vehicleName: string | null } | null {
  const origin = bookingOrigin(from);
  const fetchId = origin && !origin.vehicleName ? origin.vehicleId : null;
  const query = useQuery({
    queryKey: vehicleKeys.detail(fetchId ?? ''),
    queryFn: ({ signal }) => api<Vehicle>(`/api/vehicles/${encodeURIComponent(fetchId ?? '')}`, { signal }),
    enabled: Boolean(fetchId),
  });
  if (!origin) return null;
  return { vehicleName: origin.vehicleName ?? (query.data ? `${query.data.brand} ${query.data.model}` : null) };
}
