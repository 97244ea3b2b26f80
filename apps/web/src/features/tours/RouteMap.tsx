import { findPlace, placeName, type ItineraryPlan, type UiLanguage } from '@app/shared';
import { MAP_HEIGHT, MAP_WIDTH, coastPath, project } from './sri-lanka-map';

const COAST = coastPath();

/**
 * A route on the outline of Sri Lanka shipped with the app (decision 110): each leg drawn through
 * the places its road passes, each stop a numbered dot; the list beside it names them (the map is
 * a picture with a text alternative, the list is the text).
 */
export function RouteMap({ plan, label, lang, className = '' }: { plan: Pick<ItineraryPlan, 'stops' | 'legs'>; label: string; lang: UiLanguage; className?: string }) {
  const point = (id: string) => {
    const place = findPlace(id);
    return place ? project(place.lat, place.lng) : null;
  };
  const legs = plan.legs.map((leg) =>
    [leg.from, ...leg.via, leg.to]
      .map(point)
      .filter((p): p is { x: number; y: number } => p !== null)
      .map((p) => `${p.x},${p.y}`)
      .join(' '),
  );
  // A place visited twice (the airport at both ends) gets one dot, numbered at its first visit.
  const dots: { id: string; n: number; x: number; y: number }[] = [];
  plan.stops.forEach((stop, i) => {
    const p = point(stop.placeId);
    if (p && !dots.some((d) => d.id === stop.placeId)) dots.push({ id: stop.placeId, n: i + 1, ...p });
  });
  const names = dots.map((d) => `${d.n}. ${placeName(findPlace(d.id)!, lang)}`).join(', ');
  return (
    <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={`${label}: ${names}`} className={className} data-testid="route-map">
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} className="fill-sky-50" />
      <path d={COAST} className="fill-emerald-50 stroke-emerald-700" strokeWidth={1.2} strokeLinejoin="round" />
      {legs.map((points, i) => (
        <polyline key={i} points={points} fill="none" className="stroke-teal-700" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
      ))}
      {dots.map((d) => (
        <g key={d.id}>
          <circle cx={d.x} cy={d.y} r={7} className="fill-amber-400 stroke-teal-950" strokeWidth={1} />
          <text x={d.x} y={d.y + 3} textAnchor="middle" fontSize={9} fontWeight={700} className="fill-teal-950">
            {d.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
