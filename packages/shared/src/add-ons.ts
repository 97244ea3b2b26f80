import type { VehicleType } from './constants';
import type { UiLanguage } from './i18n/locales';

/**
 * Extras a tourist adds to a trip (issue 26, item 18; decision 086): a child seat, a booster, an
 * extra driver, a surfboard rack, a local SIM, and whatever else staff set up. Each is priced per
 * day of the trip or once per trip; the quote gives each chosen extra its own line, and a booking
 * keeps those lines (with their prices and names) in its terms.
 */
export const ADD_ON_PRICING = ['perDay', 'perTrip'] as const;
export type AddOnPricing = (typeof ADD_ON_PRICING)[number];

/** The extras the product ships: named by key, with a translation in every language of the site. */
export const SHIPPED_ADD_ON_KEYS = ['childSeat', 'boosterSeat', 'extraDriver', 'surfboardRack', 'localSim'] as const;
export type ShippedAddOnKey = (typeof SHIPPED_ADD_ON_KEYS)[number];

/** The most of one extra a booking may have, whatever staff set (a child seat per seat, at most). */
export const MAX_ADD_ON_QUANTITY = 10;
/** How many different extras one booking may choose (far above what staff offer). */
export const MAX_ADD_ON_CHOICES = 20;

/** A staff-created extra's name per language; English is required, the others fall back to it. */
export type AddOnNames = Partial<Record<UiLanguage, string>> & { en?: string };

/** What names an extra: a shipped key (translated by the catalogs) or the names staff typed. */
export interface AddOnNaming {
  key: string | null;
  names: AddOnNames;
}

/** An extra as staff set it up (GET /api/add-ons, /api/admin/add-ons). Amounts in US dollars. */
export interface AddOn extends AddOnNaming {
  _id: string;
  price: number;
  pricing: AddOnPricing;
  maxQuantity: number;
  /** The vehicle types it is offered with; empty: every type. */
  vehicleTypes: VehicleType[];
  active: boolean;
}

/** An extra as a quote prices it: which one, its price then, and how many. */
export interface ChosenAddOn {
  addOn: Pick<AddOn, '_id' | 'key' | 'names' | 'price' | 'pricing'>;
  quantity: number;
}

/** What a booking form sends: an extra's id and how many. */
export interface AddOnChoice {
  id: string;
  quantity: number;
}

export function isShippedAddOnKey(key: unknown): key is ShippedAddOnKey {
  return typeof key === 'string' && (SHIPPED_ADD_ON_KEYS as readonly string[]).includes(key);
}

/**
 * An extra's name in a language: a shipped extra by its catalog name (`shipped`, the language's
 * `money.addOnNames`), a staff-created one by the name staff gave in that language, else English.
 */
export function addOnName(addOn: AddOnNaming, lang: string, shipped: Readonly<Record<ShippedAddOnKey, string>>): string {
  if (isShippedAddOnKey(addOn.key)) return shipped[addOn.key];
  const names = addOn.names as Record<string, string | undefined>;
  return names[lang]?.trim() || names.en?.trim() || addOn.key || '';
}

/** Whether an extra is offered with a vehicle type (no types set: with every type). */
export function addOnFitsVehicle(addOn: Pick<AddOn, 'vehicleTypes'>, type: VehicleType | undefined): boolean {
  return addOn.vehicleTypes.length === 0 || (type !== undefined && addOn.vehicleTypes.includes(type));
}

/**
 * The choices a form holds, joined with the extras on offer: unknown ids and zero quantities are
 * dropped (the server refuses them; a page prices only what it can show).
 */
export function chosenAddOns(offered: readonly AddOn[] | undefined, choices: readonly AddOnChoice[] | undefined): ChosenAddOn[] {
  if (!offered || !choices) return [];
  const chosen: ChosenAddOn[] = [];
  for (const choice of choices) {
    const addOn = offered.find((a) => a._id === choice.id);
    if (addOn && choice.quantity > 0) chosen.push({ addOn, quantity: choice.quantity });
  }
  return chosen;
}
