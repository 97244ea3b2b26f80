import {
  PLACES,
  ROADS,
  ROAD_SOURCES,
  findPlace,
  itineraryIssues,
  placeName,
  planItinerary,
  roadGraph,
  roadKey,
  type AdminRoads,
  type ItineraryPlan,
  type ItineraryStop,
  type PlaceDto,
  type RoadCorrectionInput,
  type RoadGraph,
  type UiLanguage,
} from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import type { Database, Queryable } from '../../db/database';
import { badRequest, notFound } from '../../lib/errors';
import { findUserById } from '../users';
import * as repo from './repo';

const M = PAGE_MESSAGES.itineraryApi;

/** GET /api/places: every place, its name in `lang`. */
export function listPlaces(lang: UiLanguage): PlaceDto[] {
  return PLACES.map((p) => ({ id: p.id, name: placeName(p, lang), kind: p.kind, region: p.region, lat: p.lat, lng: p.lng }));
}

/** The shipped roads with the corrections in force applied over them. */
async function roadsNow(db: Queryable) {
  const corrections = new Map((await repo.latestCorrections(db)).map((c) => [`${c.place_a}|${c.place_b}`, c]));
  return ROADS.map((road) => {
    const correction = corrections.get(roadKey(road.from, road.to).join('|')) ?? null;
    return { road, correction, km: correction?.km ?? road.km, minutes: correction?.minutes ?? road.minutes };
  });
}

/** The road graph in force: the shipped one with the admin's corrections. */
export async function currentRoadGraph(db: Queryable): Promise<RoadGraph> {
  return roadGraph((await roadsNow(db)).map(({ road, km, minutes }) => ({ from: road.from, to: road.to, km, minutes })));
}

/**
 * An itinerary's plan over the roads in force, or a 400 naming every problem: a place not in
 * the list, nights that are not the trip's, a day with more driving than the policy allows
 * (`itineraryIssues`, the same function the pages read).
 */
export async function checkedItinerary(db: Queryable, stops: readonly ItineraryStop[], rules: { tripNights: number; maxDrivingMinutesPerDay: number }): Promise<ItineraryPlan> {
  const graph = await currentRoadGraph(db);
  const plan = planItinerary(stops, graph);
  const issues = itineraryIssues(plan, graph, rules);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues.map((i) => i.message));
  return plan;
}

/** GET /api/admin/roads: every road with its numbers in force, where they came from, and the history of corrections. */
export async function adminRoads(db: Queryable): Promise<AdminRoads> {
  const [roads, history] = await Promise.all([roadsNow(db), repo.listCorrections(db)]);
  const names = new Map<string, { _id: string; username: string } | null>();
  for (const id of new Set(history.flatMap((c) => (c.corrected_by ? [c.corrected_by] : [])))) {
    const user = await findUserById(db, id);
    names.set(id, user ? { _id: user.id, username: user.username } : null);
  }
  const correctionDto = (c: repo.CorrectionRow) => ({
    from: c.place_a,
    to: c.place_b,
    km: c.km,
    minutes: c.minutes,
    note: c.note,
    correctedBy: c.corrected_by ? (names.get(c.corrected_by) ?? null) : null,
    correctedAt: new Date(c.corrected_at).toISOString(),
  });
  return {
    sources: { ...ROAD_SOURCES },
    roads: roads.map(({ road, correction, km, minutes }) => ({
      from: road.from,
      to: road.to,
      km,
      minutes,
      source: road.source,
      shipped: { km: road.km, minutes: road.minutes },
      correction: correction ? correctionDto(correction) : null,
    })),
    history: history.map(correctionDto),
  };
}

/**
 * PUT /api/admin/roads/:from/:to: the admin's numbers for a road of the graph, with where they
 * come from; kept with who and when, in force from the next quote on (booked routes keep theirs).
 * An unknown place or two places the graph does not join: 404.
 */
export async function correctRoad(db: Database, from: string, to: string, input: RoadCorrectionInput, adminId: string): Promise<AdminRoads> {
  if (!findPlace(from) || !findPlace(to)) throw notFound(M.placeNotFound);
  const [placeA, placeB] = roadKey(from, to);
  if (!ROADS.some((r) => roadKey(r.from, r.to).join('|') === `${placeA}|${placeB}`)) throw notFound(M.noRoad);
  return db.transaction(async (tx) => {
    await repo.insertCorrection(tx, { placeA, placeB, km: input.km, minutes: input.minutes, note: input.note, correctedBy: adminId });
    return adminRoads(tx);
  });
}
