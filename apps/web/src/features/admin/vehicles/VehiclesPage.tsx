import { type AdminVehicle } from '@app/shared';
import { formatPrice } from '../../../lib/format';
import { ManagedList } from '../../../components/ManagedList';
import { VehicleImage } from '../../../components/VehicleImage';
import { useAdminVehicles, useDeleteVehicle } from '../api';
import type { Column } from '../../../components/DataTable';
import { usePageMessages } from '../../../lib/i18n/page-messages';

export function AvailabilityBadge({ available }: { available: boolean }) {
  const T = usePageMessages().staffAreaUi.vehicles;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        available ? 'bg-emerald-50 text-emerald-800 ring-emerald-300' : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      <span className={`size-1.5 rounded-full ${available ? 'bg-emerald-600' : 'bg-slate-500'}`} aria-hidden="true" />
      {available ? T.available : T.unavailable}
    </span>
  );
}

/** /admin/vehicles: the fleet, with edit and delete. */
export function VehiclesPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.vehicles;
  const rows = useAdminVehicles();
  const remove = useDeleteVehicle();
  const columns: Column<AdminVehicle>[] = [
    {
      header: T.vehicle,
      phone: 'title',
      cell: (v) => (
        <div className="flex items-center gap-3">
          <VehicleImage src={v.image} alt="" className="h-12 w-16 shrink-0 rounded-lg bg-gradient-to-br from-teal-50 to-amber-50 object-contain p-1" />
          <div>
            <p className="font-semibold text-slate-900">
              {v.brand} {v.model}
              {v.plateNumber && <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-medium text-slate-700" data-testid="plate">{v.plateNumber}</span>}
            </p>
            <p className="text-xs text-slate-500">{v.features.map((feature) => m.featureNames[feature]).join(', ') || T.noFeatures}</p>
          </div>
        </div>
      ),
      className: 'md:min-w-64',
    },
    { header: T.type, phone: 'hidden', cell: (v) => m.vehicleTypes[v.type] },
    { header: T.seats, phone: 'hidden', cell: (v) => v.seatingCapacity, className: 'md:text-right' },
    { header: T.perDay, phone: 'hidden', cell: (v) => formatPrice(v.pricingDetails.perDay), className: 'md:text-right whitespace-nowrap' },
    { header: T.perHour, phone: 'hidden', cell: (v) => formatPrice(v.pricingDetails.perHour), className: 'md:text-right whitespace-nowrap' },
    { header: T.typeAndSeats, phoneOnly: true, cell: (v) => T.typeWithSeats(m.vehicleTypes[v.type], v.seatingCapacity) },
    {
      header: T.price,
      phoneOnly: true,
      cell: (v) => T.prices(formatPrice(v.pricingDetails.perDay), formatPrice(v.pricingDetails.perHour)),
    },
    { header: T.availability, cell: (v) => <AvailabilityBadge available={v.availabilityStatus} /> },
  ];

  return (
    <ManagedList
      title={T.title}
      description={T.description}
      noun="vehicles"
      icon="car"
      basePath="/admin/vehicles"
      rows={rows}
      remove={remove}
      columns={columns}
      nameOf={(v) => `${v.brand} ${v.model}`}
      confirmText={m.admin.confirmVehicleDelete}
    />
  );
}
