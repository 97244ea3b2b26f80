import type { ReactNode, SVGProps } from 'react';
import type { Vehicle } from '@app/shared';
import { Icon } from '../../components/Icon';
import { usePageMessages } from '../../lib/i18n/page-messages';

/** The facts' own icons (24px grid), kept out of the shared set so the home page's script does not carry them. */
const FACT_PATHS = {
  gearbox: 'M6 5v14M12 5v14M18 5v7H6M6 5h.01M12 5h.01M18 5h.01M6 19h.01M12 19h.01',
  bag: 'M9 7V5a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 5v2M5 7h14v13H5zM9 11v5M15 11v5M8 20v1M16 20v1',
  snowflake: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5 12 7l2.5-2.5M9.5 19.5 12 17l2.5 2.5',
} as const;

function FactIcon({ name, className = 'size-4', ...rest }: { name: keyof typeof FACT_PATHS } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className} {...rest}>
      <path d={FACT_PATHS[name]} />
    </svg>
  );
}

type FactVehicle = Pick<Vehicle, 'seatingCapacity' | 'luggage' | 'transmission' | 'fuel' | 'airConditioning' | 'year'>;

/**
 * A card's facts in one short row: seats, bags, gearbox, fuel, air conditioning and model year,
 * each with its icon (issue 30). Facts not stated (a year, a gearbox) are left out.
 */
export function CardFacts({ vehicle }: { vehicle: FactVehicle }) {
  const m = usePageMessages();
  const F = m.factsUi.facts;
  const item = 'flex items-center gap-1 whitespace-nowrap';
  const icon = 'size-4 shrink-0 text-teal-700';
  return (
    <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600" aria-label={F.listLabel} data-testid="card-facts">
      <li className={item}>
        <Icon name="users" className={icon} />
        {m.bookingUi.common.seats(vehicle.seatingCapacity)}
      </li>
      <li className={item}>
        <FactIcon name="bag" className={icon} />
        {F.bagsShort(vehicle.luggage)}
      </li>
      {vehicle.transmission && (
        <li className={item}>
          <FactIcon name="gearbox" className={icon} />
          {F.gearboxNames[vehicle.transmission]}
        </li>
      )}
      <li className={item}>
        <Icon name="fuel" className={icon} />
        {F.fuelNames[vehicle.fuel]}
      </li>
      {vehicle.airConditioning && (
        <li className={item}>
          <FactIcon name="snowflake" className={icon} />
          {F.withAc}
        </li>
      )}
      {vehicle.year !== null && (
        <li className={item}>
          <Icon name="calendar" className={icon} />
          {F.yearShort(String(vehicle.year))}
        </li>
      )}
    </ul>
  );
}

/** The vehicle page's facts: a labelled box each (the year and gearbox say "Not stated" when unknown). */
export function DetailFacts({ vehicle }: { vehicle: FactVehicle & Pick<Vehicle, 'type'> }) {
  const m = usePageMessages();
  const F = m.factsUi.facts;
  const D = m.bookingUi.detail;
  const box = (label: string, value: string, icon: ReactNode, testId?: string) => (
    <div className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-slate-200" data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        <span className="min-w-0">{value}</span>
      </dd>
    </div>
  );
  const icon = 'size-4 shrink-0 text-teal-700';
  return (
    <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={F.title} data-testid="vehicle-facts">
      {box(D.type, m.vehicleTypes[vehicle.type], <Icon name="steering" className={icon} />)}
      {box(D.seatingCapacity, m.bookingUi.common.seats(vehicle.seatingCapacity), <Icon name="users" className={icon} />)}
      {box(F.luggage, F.bags(vehicle.luggage), <FactIcon name="bag" className={icon} />)}
      {box(F.gearbox, vehicle.transmission ? F.gearboxNames[vehicle.transmission] : F.notStated, <FactIcon name="gearbox" className={icon} />, 'fact-gearbox')}
      {box(F.fuel, F.fuelNames[vehicle.fuel], <Icon name="fuel" className={icon} />, 'fact-fuel')}
      {box(F.airConditioning, vehicle.airConditioning ? F.withAc : F.withoutAc, <FactIcon name="snowflake" className={icon} />)}
      {vehicle.year !== null && box(F.year, String(vehicle.year), <Icon name="calendar" className={icon} />)}
    </dl>
  );
}
