import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addOnFitsVehicle, addOnName, type AddOn, type AddOnChoice, type AddOnNaming, type QuoteLine, type VehicleType } from '@app/shared';
import { api } from './api';
import { formatPrice } from './format';
import { activeLanguage } from './i18n/active-language';
import type { PageMessages } from './i18n/page-messages';

export const addOnKeys = { offered: ['add-ons'] as const };

/**
 * The extras a booking may add now (GET /api/add-ons): the booking form offers those that go
 * with the vehicle, and prices them with the same `quoteTrip` the server books with.
 */
export function useAddOns(enabled = true) {
  return useQuery({
    enabled,
    queryKey: addOnKeys.offered,
    queryFn: ({ signal }) => api<AddOn[]>('/api/add-ons', { signal }),
    staleTime: 60_000,
  });
}

/**
 * The extras on offer that go with a vehicle type (a child seat is no scooter's), the form's
 * choices among them (a choice of an extra that does not go with the vehicle chosen now is
 * dropped), and a setter of one extra's quantity that hands the form its new list.
 */
export function useVehicleExtras(type: VehicleType | undefined, chosen: unknown, onChoices: (choices: AddOnChoice[]) => void) {
  const offered = useAddOns();
  const extras = useMemo(() => (type ? (offered.data ?? []).filter((addOn) => addOnFitsVehicle(addOn, type)) : []), [offered.data, type]);
  const choices = useMemo(() => (Array.isArray(chosen) ? (chosen as AddOnChoice[]) : []).filter((c) => extras.some((a) => a._id === c.id)), [chosen, extras]);
  const setExtra = (id: string, quantity: number) => {
    const others = choices.filter((c) => c.id !== id);
    onChoices(quantity > 0 ? [...others, { id, quantity }] : others);
  };
  return { extras, choices, setExtra };
}

/** An extra's name in the language shown: a shipped one by the catalog, one staff made by its own names. */
export function addOnLabel(m: PageMessages, addOn: AddOnNaming): string {
  return addOnName(addOn, activeLanguage(), m.money.addOnNames);
}

/** A quote line as a sentence: what it is, how many and at what price (the trip's `days` for a daily extra). */
export function quoteLineLabel(m: PageMessages, line: Pick<QuoteLine, 'code' | 'quantity' | 'unitAmount' | 'addOn'>, days: number): string {
  const P = m.bookingUi.price;
  const unit = formatPrice(line.unitAmount);
  switch (line.code) {
    case 'vehicle':
      return P.vehicleLine(line.quantity, unit);
    case 'driver':
      return P.driverLine(line.quantity, unit);
    case 'driverNights':
      return P.nightsLine(line.quantity, unit);
    case 'addOn': {
      const name = line.addOn ? addOnLabel(m, line.addOn) : m.money.lines.addOn;
      const count = line.addOn?.count ?? line.quantity;
      return line.addOn?.pricing === 'perDay' ? P.addOnPerDayLine(name, count, days, unit) : P.addOnPerTripLine(name, count, unit);
    }
    case 'extraKm':
      return P.extraKmLine(line.quantity, unit);
    case 'fuel':
      return P.fuelLine(line.quantity, unit);
    case 'damage':
      return P.damageLine;
    case 'transfer':
      return P.transferLine(unit);
    case 'waiting':
      return P.waitingLine(line.quantity, unit);
  }
}
