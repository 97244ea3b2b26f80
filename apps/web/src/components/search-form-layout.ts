import type { SearchField } from '../lib/search-form';

/**
 * A row of a date (taking the rest) and a time (8.25 rem, all "10:00 AM" needs with its clock) on a phone; two
 * equal columns from `sm` up, where both have room.
 */
export const DATE_TIME_GRID = 'grid grid-cols-[minmax(0,1fr)_8.25rem] sm:grid-cols-2';

/**
 * The booking search's grid, shared by the form (SearchForm) and the skeleton the home page shows
 * while its code loads, which draws the same labels (`publicUi.searchForm.labels`) in the same
 * places so the form arrives without anything moving.
 */
export const SEARCH_GRID = `mt-4 ${DATE_TIME_GRID} gap-x-2 gap-y-4 sm:gap-x-4`;

/** Where each field sits in SEARCH_GRID: places take a row each on a phone, the type a whole row. */
export const SEARCH_FIELD_PLACE: Partial<Record<SearchField, string>> = {
  pickupPoint: 'col-span-2 sm:col-span-1',
  returnPoint: 'col-span-2 sm:col-span-1',
  vehicleType: 'col-span-2',
};

/** The 46 px of every control of the form (the date and time inputs' minimum, see index.css), selects included. */
export const SEARCH_CONTROL_HEIGHT = 'h-[2.875rem]';
