import { describe, expect, it } from 'vitest';
import { PLACES, findPlace, placeName } from './places/places';
import { ROADS, ROAD_SOURCES } from './places/roads';
import { itineraryDays, itineraryIssues, planItinerary, roadGraph, shortestRoute } from './itinerary';
import { DEFAULT_PRICING_POLICY, quoteTrip } from './quote';
import { estimatePrice } from './pricing';
import { ITINERARY_API } from './ui-messages/itinerary-api';

const graph = roadGraph(ROADS);
const route = (from: string, to: string) => shortestRoute(graph, from, to)!;

describe('places and roads (decision 105)', () => {
  it('at least 40 places, each with a slug, names in the three scripts, a province and coordinates on the island', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
    for (const p of PLACES) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.names.si.replaceAll('\u200D', ''), p.id).toMatch(/^[\u0D80-\u0DFF ()]+$/);
      expect(p.names.ta, p.id).toMatch(/^[\u0B80-\u0BFF ()]+$/);
      expect(p.lat, p.id).toBeGreaterThan(5.9);
      expect(p.lat, p.id).toBeLessThan(9.9);
      expect(p.lng, p.id).toBeGreaterThan(79.6);
      expect(p.lng, p.id).toBeLessThan(81.9);
    }
    for (const kind of ['airport', 'city', 'town', 'sight', 'beach', 'nationalPark']) expect(PLACES.some((p) => p.kind === kind), kind).toBe(true);
    expect(placeName(findPlace('kandy')!, 'si')).toBe('මහනුවර');
    expect(placeName(findPlace('kandy')!, 'ta')).toBe('கண்டி');
    expect(placeName(findPlace('kandy')!, 'de')).toBe('Kandy');
  });

  it('every road joins two known places once, names a source, and is no faster than 100 km/h nor slower than 15 km/h', () => {
    const seen = new Set<string>();
    for (const r of ROADS) {
      expect(findPlace(r.from), r.from).toBeDefined();
      expect(findPlace(r.to), r.to).toBeDefined();
      const key = [r.from, r.to].sort().join('|');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(ROAD_SOURCES[r.source]).toBeTruthy();
      const speed = r.km / (r.minutes / 60);
      expect(speed, key).toBeLessThanOrEqual(100);
      expect(speed, key).toBeGreaterThanOrEqual(15);
    }
  });

  it('every place is reachable from the airport', () => {
    for (const p of PLACES) expect(shortestRoute(graph, 'cmb', p.id), p.id).not.toBeNull();
  });

  it('well-known legs match their real road distances and times', () => {
    // Colombo-Kandy on the A1: about 115 km and 3 hours.
    expect(route('colombo', 'kandy')).toMatchObject({ km: 116, minutes: 180 });
    // Kandy-Ella through Nuwara Eliya: about 135 km and 4 hours, not the 70 km of a straight line.
    const kandyElla = route('kandy', 'ella');
    expect(kandyElla.places).toEqual(['kandy', 'nuwara-eliya', 'bandarawela', 'ella']);
    expect(kandyElla.km).toBeGreaterThanOrEqual(125);
    expect(kandyElla.km).toBeLessThanOrEqual(145);
    expect(kandyElla.minutes).toBeGreaterThanOrEqual(210);
    expect(kandyElla.minutes).toBeLessThanOrEqual(270);
    expect(route('cmb', 'negombo').km).toBe(10);
    // Colombo-Galle takes the Southern Expressway: about 125 km in 1.5-2 hours, not the slower Galle Road.
    const colomboGalle = route('colombo', 'galle');
    expect(colomboGalle.places).toEqual(['colombo', 'galle']);
    expect(colomboGalle.minutes).toBeLessThanOrEqual(120);
    // The airport to Sigiriya: about 160 km, 3.5-4 hours, through Kurunegala and Dambulla.
    const cmbSigiriya = route('cmb', 'sigiriya');
    expect(cmbSigiriya.places).toEqual(['cmb', 'kurunegala', 'dambulla', 'sigiriya']);
    expect(cmbSigiriya.km).toBeGreaterThanOrEqual(150);
    expect(cmbSigiriya.km).toBeLessThanOrEqual(180);
    expect(cmbSigiriya.minutes).toBeGreaterThanOrEqual(180);
    expect(cmbSigiriya.minutes).toBeLessThanOrEqual(270);
  });

  it('paths are the same both ways, and a corrected edge changes them', () => {
    expect(route('ella', 'kandy').km).toBe(route('kandy', 'ella').km);
    const slowA1 = roadGraph([...ROADS, { from: 'colombo', to: 'kandy', km: 116, minutes: 400 }]);
    expect(shortestRoute(slowA1, 'colombo', 'kandy')!.places).not.toEqual(['colombo', 'kandy']);
    expect(shortestRoute(roadGraph([]), 'colombo', 'kandy')).toBeNull();
  });
});

describe('itineraries', () => {
  const loop = [
    { placeId: 'cmb', nights: 0 },
    { placeId: 'sigiriya', nights: 2 },
    { placeId: 'kandy', nights: 2 },
    { placeId: 'ella', nights: 1 },
    { placeId: 'galle', nights: 1 },
    { placeId: 'cmb', nights: 0 },
  ];

  it('legs on the day after the nights so far, totals, and the days with tonight’s stop', () => {
    const plan = planItinerary(loop, graph);
    expect(plan.legs.map((l) => [l.from, l.to, l.day])).toEqual([
      ['cmb', 'sigiriya', 1],
      ['sigiriya', 'kandy', 3],
      ['kandy', 'ella', 5],
      ['ella', 'galle', 6],
      ['galle', 'cmb', 7],
    ]);
    expect(plan.nights).toBe(6);
    expect(plan.totalKm).toBe(plan.legs.reduce((s, l) => s + l.km, 0));
    const days = itineraryDays(plan);
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.tonight)).toEqual(['sigiriya', 'sigiriya', 'kandy', 'kandy', 'ella', 'galle', null]);
    expect(days[1]!.legs).toEqual([]);
    expect(itineraryIssues(plan, graph, { tripNights: 6, maxDrivingMinutesPerDay: 480 })).toEqual([]);
  });

  it('refuses an unknown place, nights that are not the trip’s, and a day of too much driving', () => {
    const unknown = planItinerary([{ placeId: 'atlantis', nights: 1 }, { placeId: 'kandy', nights: 0 }], graph);
    expect(itineraryIssues(unknown, graph, { tripNights: 1, maxDrivingMinutesPerDay: 480 })).toEqual([{ message: ITINERARY_API.unknownPlace('atlantis') }]);
    const plan = planItinerary(loop, graph);
    expect(itineraryIssues(plan, graph, { tripNights: 5, maxDrivingMinutesPerDay: 480 })).toEqual([{ message: ITINERARY_API.nightsMismatch(6, 5) }]);
    // Galle to Jaffna in one day: far beyond 8 hours.
    const far = planItinerary([{ placeId: 'galle', nights: 1 }, { placeId: 'jaffna', nights: 0 }], graph);
    const issues = itineraryIssues(far, graph, { tripNights: 1, maxDrivingMinutesPerDay: 480 });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(/^Day 2 has .* hours of driving; at most 8 hours/);
    // Two short legs on one day count together.
    const twoLegs = planItinerary([{ placeId: 'cmb', nights: 0 }, { placeId: 'kandy', nights: 0 }, { placeId: 'ella', nights: 1 }], graph);
    expect(itineraryIssues(twoLegs, graph, { tripNights: 1, maxDrivingMinutesPerDay: 400 })[0]!.message).toMatch(/^Day 1 /);
  });
});

describe('the quote of an itinerary', () => {
  const trip = { pickupDate: '2031-03-01', pickupTime: '09:00', returnDate: '2031-03-07', returnTime: '18:00', perDay: 40, driverOption: 'withDriver' as const };
  const loopPlan = planItinerary(
    [
      { placeId: 'cmb', nights: 0 },
      { placeId: 'sigiriya', nights: 2 },
      { placeId: 'kandy', nights: 1 },
      { placeId: 'nuwara-eliya', nights: 1 },
      { placeId: 'yala', nights: 1 },
      { placeId: 'galle', nights: 1 },
      { placeId: 'cmb', nights: 0 },
    ],
    graph,
  );

  it('driver nights at the round-trip allowance, and the route beyond the allowance as an extraKm line that then counts as included', () => {
    const plain = quoteTrip(trip, DEFAULT_PRICING_POLICY);
    expect(plain.total).toBe(estimatePrice(trip).total);
    const q = quoteTrip(trip, DEFAULT_PRICING_POLICY, [], loopPlan);
    const days = plain.days;
    const allowance = days * DEFAULT_PRICING_POLICY.includedKmPerDay.withDriver;
    expect(loopPlan.totalKm).toBeGreaterThan(allowance);
    const extra = loopPlan.totalKm - allowance;
    expect(q.lines).toEqual([
      { code: 'vehicle', quantity: days, unitAmount: 40, amount: 40 * days },
      { code: 'driver', quantity: days, unitAmount: DEFAULT_PRICING_POLICY.driverPerDay, amount: DEFAULT_PRICING_POLICY.driverPerDay * days },
      { code: 'driverNights', quantity: 6, unitAmount: 7, amount: 42 },
      { code: 'extraKm', quantity: extra, unitAmount: 0.25, amount: extra * 0.25 },
    ]);
    expect(q.total).toBe(plain.total + 42 + extra * 0.25);
    expect(q.includedKm).toBe(loopPlan.totalKm);
  });

  it('self drive: no driver nights; a short route: no extraKm line', () => {
    const q = quoteTrip({ ...trip, driverOption: 'selfDrive' }, DEFAULT_PRICING_POLICY, [], { nights: 6, totalKm: 120 });
    expect(q.lines.map((l) => l.code)).toEqual(['vehicle']);
    expect(q.includedKm).toBe(q.days * 100);
  });
});

describe('a route as URL state (decision 110)', () => {
  it('round-trips through a query unescaped, and refuses what is not a route', async () => {
    const { routeFromParam, routeToParam } = await import('./tours');
    const stops = [
      { placeId: 'cmb', nights: 0 },
      { placeId: 'nuwara-eliya', nights: 2 },
      { placeId: 'colombo', nights: 0 },
    ];
    const text = routeToParam(stops);
    expect(new URLSearchParams({ route: text }).toString()).toBe(`route=${text}`);
    expect(routeFromParam(new URLSearchParams(`route=${text}`).get('route'))).toEqual(stops);
    expect(routeFromParam('cmb.0')).toBeNull();
    expect(routeFromParam('cmb.0_Kandy!.2')).toBeNull();
    expect(routeFromParam(null)).toBeNull();
  });
});
