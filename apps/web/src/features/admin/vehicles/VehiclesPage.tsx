import { MESSAGES, formatPrice, type Vehicle } from '@app/shared';
import { ManagedList } from '../../../components/ManagedList';
import { VehicleImage } from '../../../components/VehicleImage';
import { useAdminVehicles, useDeleteVehicle } from '../api';
import type { Column } from '../../../components/staff';

export function AvailabilityBadge({ available }: { available: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        available ? 'bg-emerald-50 text-emerald-800 ring-emerald-300' : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      <span className={`size-1.5 rounded-full ${available ? 'bg-emerald-600' : 'bg-slate-500'}`} aria-hidden="true" />
      {available ? 'Available' : 'Unavailable'}
    </span>
  );
}

/** /admin/vehicles: the fleet, with edit and delete. */
export function VehiclesPage() {
  const rows = useAdminVehicles();
  const remove = useDeleteVehicle();
  const columns: Column<Vehicle>[] = [
    {
      header: 'Vehicle',
      phone: 'title',
      cell: (v) => (
        <div className="flex items-center gap-3">
          <VehicleImage src={v.image} alt="" className="h-12 w-16 shrink-0 rounded-lg bg-gradient-to-br from-teal-50 to-amber-50 object-contain p-1" />
          <div>
            <p className="font-semibold text-slate-900">
              {v.brand} {v.model}
            </p>
            <p className="text-xs text-slate-500">{v.features.join(', ') || 'No listed features'}</p>
          </div>
        </div>
      ),
      className: 'md:min-w-64',
    },
    { header: 'Type', phone: 'hidden', cell: (v) => v.type },
    { header: 'Seats', phone: 'hidden', cell: (v) => v.seatingCapacity, className: 'md:text-right' },
    { header: 'Per day', phone: 'hidden', cell: (v) => formatPrice(v.pricingDetails.perDay), className: 'md:text-right whitespace-nowrap' },
    { header: 'Per hour', phone: 'hidden', cell: (v) => formatPrice(v.pricingDetails.perHour), className: 'md:text-right whitespace-nowrap' },
    { header: 'Type and seats', phoneOnly: true, cell: (v) => `${v.type} · ${v.seatingCapacity} ${v.seatingCapacity === 1 ? 'seat' : 'seats'}` },
    {
      header: 'Price',
      phoneOnly: true,
      cell: (v) => `${formatPrice(v.pricingDetails.perDay)}/day · ${formatPrice(v.pricingDetails.perHour)}/hour`,
    },
    { header: 'Availability', cell: (v) => <AvailabilityBadge available={v.availabilityStatus} /> },
  ];

  return (
    <ManagedList
      title="Vehicles"
      description="The fleet tourists can book. Unavailable vehicles stay listed here but are hidden from search."
      noun={['vehicle', 'vehicles']}
      icon="car"
      basePath="/admin/vehicles"
      rows={rows}
      remove={remove}
      columns={columns}
      nameOf={(v) => `${v.brand} ${v.model}`}
      confirmText={MESSAGES.admin.confirmVehicleDelete}
    />
  );
}
