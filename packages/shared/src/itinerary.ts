import { findPlace } from './places/places';
import type { Road } from './places/roads';
import { ITINERARY_API as M } from './ui-messages/itinerary-api';

/**
 * A round trip's route (issue 31, decision 105): the stops a tourist chose, their nights, and the
 * legs between them over the road graph. The one function the quote, the booking, the pages, the
 * e-mails and the receipt read, so they agree on every leg, day and kilometre.
 */

export const MIN_ITINERARY_STOPS = 2;
export const MAX_ITINERARY_STOPS = 30;
/** Nights at one stop: a trip is at most the booking rules' longest rental anyway. */
export const MAX_NIGHTS_AT_STOP = 90;

export interface ItineraryStop {
  placeId: string;
  nights: number;
}

/** One leg: from a stop to the next, over the shortest road (by drive time), on a day of the trip (1 = pickup day). */
export interface ItineraryLeg {
  from: string;
  to: string;
  /** Places passed on the way, in order (neither end). */
  via: string[];
  km: number;
  minutes: number;
  day: number;
}

export interface ItineraryPlan {
  stops: ItineraryStop[];
  legs: ItineraryLeg[];
  totalKm: number;
  totalMinutes: number;
  nights: number;
}

/** The road graph as adjacency lists, both ways; an edge given twice keeps the last (a correction over the shipped value). */
export interface RoadGraph {
  edges: Map<string, Map<string, { km: number; minutes: number }>>;
}

export function roadGraph(roads: readonly Pick<Road, 'from' | 'to' | 'km' | 'minutes'>[]): RoadGraph {
  const edges = new Map<string, Map<string, { km: number; minutes: number }>>();
  const add = (a: string, b: string, value: { km: number; minutes: number }) => {
    let next = edges.get(a);
    if (!next) edges.set(a, (next = new Map()));
    next.set(b, value);
  };
  for (const r of roads) {
    add(r.from, r.to, { km: r.km, minutes: r.minutes });
    add(r.to, r.from, { km: r.km, minutes: r.minutes });
  }
  return { edges };
}

/** The key an undirected edge is stored under: its two ends in alphabetical order. */
export function roadKey(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

export interface Route {
  places: string[];
  km: number;
  minutes: number;
}

/**
 * The quickest road from one place to another (Dijkstra on drive minutes; of equally quick roads
 * the shorter, then the one through the alphabetically first places, so the answer never depends
 * on the order of the data). Null when no road joins them; a place to itself is 0 km.
 */
export function shortestRoute(graph: RoadGraph, from: string, to: string): Route | null {
  if (from === to) return { places: [from], km: 0, minutes: 0 };
  const best = new Map<string, { minutes: number; km: number; previous: string | null }>([[from, { minutes: 0, km: 0, previous: null }]]);
  const done = new Set<string>();
  // The graph is a few dozen places: a scan for the nearest open place is as fast as a heap here.
  for (;;) {
    let current: string | null = null;
    for (const [place, cost] of best) {
      if (done.has(place)) continue;
      const c = current === null ? null : best.get(current)!;
      if (c === null || cost.minutes < c.minutes || (cost.minutes === c.minutes && (cost.km < c.km || (cost.km === c.km && place < current!)))) current = place;
    }
    if (current === null) return null;
    if (current === to) break;
    done.add(current);
    const here = best.get(current)!;
    for (const [next, edge] of graph.edges.get(current) ?? []) {
      if (done.has(next)) continue;
      const minutes = here.minutes + edge.minutes;
      const km = here.km + edge.km;
      const known = best.get(next);
      if (!known || minutes < known.minutes || (minutes === known.minutes && km < known.km)) best.set(next, { minutes, km, previous: current });
    }
  }
  const places: string[] = [];
  for (let p: string | null = to; p !== null; p = best.get(p)!.previous) places.unshift(p);
  const end = best.get(to)!;
  return { places, km: end.km, minutes: end.minutes };
}

/** Why an itinerary cannot be booked: the sentence, for a 400 and for the form. */
export interface ItineraryIssue {
  message: string;
}

/**
 * The plan of stops over a graph: each leg the quickest road from a stop to the next, driven on
 * the day after the nights spent so far. Throws nothing: unknown places and unreachable pairs are
 * `itineraryIssues`' to report; such a leg is left out here.
 */
export function planItinerary(stops: readonly ItineraryStop[], graph: RoadGraph): ItineraryPlan {
  const legs: ItineraryLeg[] = [];
  let nightsSoFar = 0;
  for (let i = 0; i < stops.length - 1; i++) {
    nightsSoFar += stops[i]!.nights;
    const from = stops[i]!.placeId;
    const to = stops[i + 1]!.placeId;
    const route = shortestRoute(graph, from, to);
    if (!route) continue;
    legs.push({ from, to, via: route.places.slice(1, -1), km: route.km, minutes: route.minutes, day: nightsSoFar + 1 });
  }
  return {
    stops: stops.map((s) => ({ placeId: s.placeId, nights: s.nights })),
    legs,
    totalKm: legs.reduce((sum, l) => sum + l.km, 0),
    totalMinutes: legs.reduce((sum, l) => sum + l.minutes, 0),
    nights: stops.reduce((sum, s) => sum + s.nights, 0),
  };
}

/** Minutes of driving on each day that has any, by day. */
export function drivingByDay(plan: Pick<ItineraryPlan, 'legs'>): Map<number, number> {
  const days = new Map<number, number>();
  for (const leg of plan.legs) days.set(leg.day, (days.get(leg.day) ?? 0) + leg.minutes);
  return days;
}

/**
 * What keeps a plan from being booked, first problem first: a place not in the list, two stops no
 * road joins, nights that are not the trip's (calendar nights from pickup to return), a day with
 * more driving than the policy allows.
 */
export function itineraryIssues(plan: ItineraryPlan, graph: RoadGraph, rules: { tripNights: number; maxDrivingMinutesPerDay: number }): ItineraryIssue[] {
  const issues: ItineraryIssue[] = [];
  const unknown = plan.stops.find((s) => !findPlace(s.placeId));
  if (unknown) return [{ message: M.unknownPlace(unknown.placeId) }];
  for (let i = 0; i < plan.stops.length - 1; i++) {
    if (!shortestRoute(graph, plan.stops[i]!.placeId, plan.stops[i + 1]!.placeId)) issues.push({ message: M.noRoute(plan.stops[i]!.placeId, plan.stops[i + 1]!.placeId) });
  }
  if (plan.nights !== rules.tripNights) issues.push({ message: M.nightsMismatch(plan.nights, rules.tripNights) });
  for (const [day, minutes] of [...drivingByDay(plan)].sort((a, b) => a[0] - b[0])) {
    if (minutes > rules.maxDrivingMinutesPerDay) {
      issues.push({ message: M.dayTooLong(day, hoursOf(minutes), hoursOf(rules.maxDrivingMinutesPerDay)) });
      break;
    }
  }
  return issues;
}

/** Minutes as hours to one decimal (what the refusal names). */
function hoursOf(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/** One day of the trip as the driver's card and My Bookings show it. */
export interface ItineraryDay {
  day: number;
  legs: ItineraryLeg[];
  /** Where the night is spent; null on the last day (the trip ends). */
  tonight: string | null;
}

/** The plan day by day, from the pickup day to the return day (nights + 1 days). */
export function itineraryDays(plan: Pick<ItineraryPlan, 'stops' | 'legs' | 'nights'>): ItineraryDay[] {
  const days: ItineraryDay[] = [];
  // The stop whose nights cover night n (1-based): the first stop whose nights so far reach it.
  const sleepsAt = (night: number): string | null => {
    let count = 0;
    for (const stop of plan.stops) {
      count += stop.nights;
      if (count >= night) return stop.placeId;
    }
    return null;
  };
  for (let day = 1; day <= plan.nights + 1; day++) {
    days.push({ day, legs: plan.legs.filter((l) => l.day === day), tonight: day <= plan.nights ? sleepsAt(day) : null });
  }
  return days;
}
