/**
 * The road graph between neighbouring places (issue 31, decision 105): one edge a road a driver
 * takes between two places next to each other on it, both ways, with its distance by road and a
 * typical drive time for a car with a driver (tourist pace, daytime traffic, no stops). Shortest
 * paths over it give any pair (`../itinerary.ts`). The admin corrects an edge
 * (`PUT /api/admin/roads/:from/:to`); the correction is applied over this shipped value.
 */

/** Where an edge's numbers came from; each edge names one. */
export const ROAD_SOURCES = {
  expressway:
    "Expressway interchange distances as published by the Road Development Authority's expressway division (E01 Southern, E02 Outer Circular, E03 Katunayake, E04 Central), plus the town roads at either end; drive time at the expressway's limits; LankaRide estimate, 2026",
  operators:
    "Road distance and drive time between the two places as Sri Lankan driver-tour operators quote them in their 2024-2026 itineraries (figures that agree across several operators), rounded; LankaRide estimate, 2026, to be checked against the RDA's road distance table",
  hillCountry:
    'Hill-country road (A5, A7, A16, A23 and B roads): distance as operators quote it; drive time from the operators\' figures for a car with a driver (about 25-35 km/h on the bends), rounded; LankaRide estimate, 2026',
} as const;
export type RoadSource = keyof typeof ROAD_SOURCES;

export interface Road {
  from: string;
  to: string;
  km: number;
  minutes: number;
  source: RoadSource;
}

function road(from: string, to: string, km: number, minutes: number, source: RoadSource): Road {
  return { from, to, km, minutes, source };
}

export const ROADS: readonly Road[] = [
  // The airport, Colombo and the west coast.
  road('cmb', 'negombo', 10, 20, 'operators'),
  road('cmb', 'colombo', 34, 45, 'expressway'),
  road('cmb', 'galle', 150, 135, 'expressway'),
  road('cmb', 'kurunegala', 82, 105, 'expressway'),
  road('cmb', 'pinnawala', 72, 120, 'operators'),
  road('negombo', 'colombo', 37, 60, 'operators'),
  road('negombo', 'chilaw', 45, 70, 'operators'),
  road('colombo', 'kandy', 116, 180, 'operators'),
  road('colombo', 'kurunegala', 94, 130, 'expressway'),
  road('colombo', 'galle', 126, 110, 'expressway'),
  road('colombo', 'kalutara', 43, 75, 'operators'),
  road('colombo', 'ratnapura', 100, 150, 'operators'),
  road('colombo', 'kitulgala', 87, 150, 'operators'),
  road('kalutara', 'bentota', 23, 35, 'operators'),
  road('bentota', 'hikkaduwa', 36, 50, 'operators'),
  road('hikkaduwa', 'galle', 19, 30, 'operators'),
  // The south coast.
  road('galle', 'unawatuna', 6, 15, 'operators'),
  road('galle', 'matara', 45, 45, 'expressway'),
  road('unawatuna', 'weligama', 22, 35, 'operators'),
  road('weligama', 'mirissa', 6, 12, 'operators'),
  road('mirissa', 'matara', 10, 20, 'operators'),
  road('matara', 'tangalle', 45, 60, 'operators'),
  road('tangalle', 'hambantota', 42, 50, 'operators'),
  road('hambantota', 'tissamaharama', 32, 40, 'operators'),
  road('tissamaharama', 'yala', 22, 40, 'operators'),
  road('tissamaharama', 'kataragama', 17, 25, 'operators'),
  road('tissamaharama', 'udawalawe', 72, 90, 'operators'),
  // Sabaragamuwa.
  road('udawalawe', 'ratnapura', 65, 100, 'operators'),
  road('ratnapura', 'sinharaja', 60, 105, 'hillCountry'),
  road('kitulgala', 'hatton', 40, 80, 'hillCountry'),
  road('pinnawala', 'kandy', 40, 75, 'operators'),
  // The hill country.
  road('hatton', 'adams-peak', 33, 60, 'hillCountry'),
  road('hatton', 'nuwara-eliya', 48, 90, 'hillCountry'),
  road('kandy', 'hatton', 72, 135, 'hillCountry'),
  road('kandy', 'nuwara-eliya', 77, 140, 'hillCountry'),
  road('nuwara-eliya', 'horton-plains', 32, 75, 'hillCountry'),
  road('nuwara-eliya', 'bandarawela', 42, 80, 'hillCountry'),
  road('horton-plains', 'haputale', 36, 90, 'hillCountry'),
  road('haputale', 'bandarawela', 10, 20, 'hillCountry'),
  road('bandarawela', 'ella', 13, 25, 'hillCountry'),
  road('bandarawela', 'badulla', 26, 45, 'hillCountry'),
  road('ella', 'badulla', 22, 40, 'hillCountry'),
  road('ella', 'tissamaharama', 88, 130, 'hillCountry'),
  road('ella', 'udawalawe', 95, 140, 'hillCountry'),
  road('ella', 'arugam-bay', 125, 180, 'hillCountry'),
  // The Cultural Triangle and the north.
  road('kandy', 'matale', 26, 45, 'operators'),
  road('kandy', 'kurunegala', 42, 75, 'operators'),
  road('matale', 'dambulla', 45, 65, 'operators'),
  road('kurunegala', 'dambulla', 62, 80, 'operators'),
  road('kurunegala', 'chilaw', 50, 75, 'operators'),
  road('kurunegala', 'anuradhapura', 115, 140, 'operators'),
  road('dambulla', 'sigiriya', 18, 30, 'operators'),
  road('dambulla', 'habarana', 23, 30, 'operators'),
  road('dambulla', 'anuradhapura', 66, 90, 'operators'),
  road('sigiriya', 'habarana', 25, 35, 'operators'),
  road('habarana', 'minneriya', 20, 30, 'operators'),
  road('habarana', 'trincomalee', 84, 105, 'operators'),
  road('minneriya', 'polonnaruwa', 27, 35, 'operators'),
  road('anuradhapura', 'mihintale', 13, 20, 'operators'),
  road('anuradhapura', 'trincomalee', 107, 150, 'operators'),
  road('anuradhapura', 'vavuniya', 57, 75, 'operators'),
  road('anuradhapura', 'wilpattu', 40, 60, 'operators'),
  road('vavuniya', 'jaffna', 142, 180, 'operators'),
  road('wilpattu', 'kalpitiya', 75, 100, 'operators'),
  road('chilaw', 'kalpitiya', 88, 120, 'operators'),
  // The east coast.
  road('trincomalee', 'nilaveli', 16, 25, 'operators'),
  road('trincomalee', 'pasikudah', 105, 140, 'operators'),
  road('polonnaruwa', 'pasikudah', 90, 110, 'operators'),
  road('polonnaruwa', 'batticaloa', 100, 130, 'operators'),
  road('pasikudah', 'batticaloa', 33, 45, 'operators'),
  road('batticaloa', 'arugam-bay', 118, 170, 'operators'),
];
