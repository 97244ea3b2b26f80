import type { z } from 'zod';
import { ANY_VEHICLE, SEARCH_VEHICLE_TYPE_OPTIONS, isVehicleSort, type SearchForm, type searchFormSchema } from '@app/shared';

/** The booking search's seven fields, in the order of the form and of the results URL (spec section 2). */
export const SEARCH_FIELDS = ['pickupPoint', 'returnPoint', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'vehicleType'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** The search as typed, before the shared rules check it (search-rules.ts). */
export type SearchInput = z.input<typeof searchFormSchema>;

export const EMPTY_SEARCH: SearchInput = {
  pickupPoint: '',
  returnPoint: '',
  pickupDate: '',
  pickupTime: '',
  returnDate: '',
  returnTime: '',
  vehicleType: ANY_VEHICLE,
};

const isSearchType = (value: unknown): value is SearchInput['vehicleType'] =>
  typeof value === 'string' && (SEARCH_VEHICLE_TYPE_OPTIONS as readonly string[]).includes(value);

/** A search's values from anything (a results URL, a stored draft): strings only, unknown types as Any Vehicle. */
function valuesFrom(read: (field: SearchField) => unknown): SearchInput {
  const values = { ...EMPTY_SEARCH };
  for (const field of SEARCH_FIELDS) {
    const value = read(field);
    if (field === 'vehicleType') values.vehicleType = isSearchType(value) ? value : ANY_VEHICLE;
    else if (typeof value === 'string') values[field] = value.slice(0, 200);
  }
  return values;
}

/** The search a results URL was made from, to prefill the form that changes it. */
export function searchValuesFromParams(params: URLSearchParams): SearchInput {
  return valuesFrom((field) => params.get(field) ?? undefined);
}

/**
 * The results URL of a search: all seven values (spec section 2), then the order the results
 * were shown in, if the visitor chose one.
 */
export function searchResultsPath(values: SearchForm, sort?: string | null): string {
  const query = new URLSearchParams();
  for (const key of SEARCH_FIELDS) query.set(key, values[key]);
  if (isVehicleSort(sort) && sort !== 'fleet') query.set('sort', sort);
  return `/available-vehicles?${query.toString()}`;
}

/**
 * The search being typed, kept for this tab (sessionStorage) so the home form is still filled when
 * the visitor comes back to it (Back from the results, or the brand link), as a person expects.
 */
const DRAFT_KEY = 'lankaride.searchDraft';

export function readSearchDraft(): SearchInput | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    return valuesFrom((field) => (stored as Record<string, unknown>)[field]);
  } catch {
    return null;
  }
}

export function saveSearchDraft(values: Partial<SearchInput>): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(valuesFrom((field) => values[field])));
  } catch {
    // Storage full or blocked (private mode): the form simply starts empty next time.
  }
}
