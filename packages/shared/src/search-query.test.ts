import { describe, expect, it } from 'vitest';
import { VEHICLE_PAGE_SIZE, ignoredDatesReason } from './search-query';
import { availableVehiclesPath, filteredQueryFrom } from './search-filters';

const pathOf = (search: string, cursor?: string) => availableVehiclesPath(filteredQueryFrom(new URLSearchParams(search)), cursor);

describe('the search results API path', () => {
  it('carries both dates in order, the type unless Any Vehicle, and the page size', () => {
    expect(pathOf('pickupPoint=Colombo&pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&pickupTime=09%3A00')).toBe(
      `/api/vehicles/available?pickupDate=2030-01-02&returnDate=2030-01-05&vehicleType=SUV&limit=${VEHICLE_PAGE_SIZE}`,
    );
    expect(pathOf('vehicleType=Any+Vehicle&returnDate=2030-01-05&pickupDate=2030-01-05')).toBe(
      `/api/vehicles/available?pickupDate=2030-01-05&returnDate=2030-01-05&limit=${VEHICLE_PAGE_SIZE}`,
    );
  });

  it('drops dates that are invalid or out of order, and unknown types', () => {
    for (const search of ['pickupDate=2030-01-05&returnDate=2030-01-02', 'pickupDate=2030-02-30&returnDate=2030-03-01', 'pickupDate=2030-01-02', 'vehicleType=Boat', 'vehicleType=%22%3E%3Cscript%3E']) {
      expect(pathOf(search), search).toBe(`/api/vehicles/available?limit=${VEHICLE_PAGE_SIZE}`);
    }
  });

  it('adds the cursor of a later page', () => {
    expect(pathOf('vehicleType=Van', 'abc=/+')).toBe(`/api/vehicles/available?vehicleType=Van&limit=${VEHICLE_PAGE_SIZE}&cursor=abc%3D%2F%2B`);
  });

  it('carries an order other than the default, after the type; the default and unknown orders leave the path as it was', () => {
    expect(pathOf('vehicleType=Van&sort=price-desc')).toBe(`/api/vehicles/available?vehicleType=Van&sort=price-desc&limit=${VEHICLE_PAGE_SIZE}`);
    for (const sort of ['fleet', 'cheapest', '']) expect(pathOf(`sort=${sort}`), sort).toBe(`/api/vehicles/available?limit=${VEHICLE_PAGE_SIZE}`);
  });
});

describe('dates a search ignored', () => {
  const reason = (search: string) => ignoredDatesReason(new URLSearchParams(search));
  it('says why: return before pickup, a date that does not exist, or only one date', () => {
    expect(reason('pickupDate=2030-01-05&returnDate=2030-01-02')).toBe('returnBeforePickup');
    expect(reason('pickupDate=2030-02-30&returnDate=2030-03-02')).toBe('invalid');
    expect(reason('pickupDate=2030-01-02')).toBe('incomplete');
    expect(reason('returnDate=2030-01-02&pickupDate=')).toBe('incomplete');
  });
  it('is null when the dates count (same day included) or none were given', () => {
    expect(reason('pickupDate=2030-01-02&returnDate=2030-01-02')).toBeNull();
    expect(reason('pickupDate=2030-01-02&returnDate=2030-01-05')).toBeNull();
    expect(reason('vehicleType=Car')).toBeNull();
  });
});

describe('the search filters in the API path (issue 30)', () => {
  it('go after the order, in one order whatever the URL, and only when the page can read them', () => {
    expect(pathOf('fuel=diesel&minSeats=7&transmission=manual&sort=price-asc')).toBe(`/api/vehicles/available?sort=price-asc&minSeats=7&transmission=manual&fuel=diesel&limit=${VEHICLE_PAGE_SIZE}`);
    expect(pathOf('fuel=coal&minSeats=1&transmission=')).toBe(`/api/vehicles/available?limit=${VEHICLE_PAGE_SIZE}`);
  });
});
