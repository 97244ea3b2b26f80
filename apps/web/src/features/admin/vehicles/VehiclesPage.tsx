import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, formatPrice, type Vehicle } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { ButtonLink, buttonClass } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { VehicleImage } from '../../vehicles/VehicleImage';
import { useAdminVehicles, useDeleteVehicle } from '../api';
import { errorText } from '../format';
import { DataTable, dangerGhostClass, EmptyState, ListStates, LoadMore, StaffPageHeader, useFlashNotice, type Column } from '../ui';

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
  const vehicles = useAdminVehicles();
  const remove = useDeleteVehicle();
  const [notice, setNotice] = useFlashNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Vehicle | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    setNotice(null);
    setFailure(null);
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => setNotice(answer.message),
      onError: (error) => setFailure(MESSAGES.admin.deleteFailed(errorText(error))),
      onSettled: () => setToDelete(null),
    });
  };

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
    {
      header: 'Actions',
      phone: 'actions',
      cell: (v) => (
        <div className="flex gap-2 max-md:w-full max-md:justify-end">
          <Link to={`/admin/vehicles/edit/${v._id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${v.brand} ${v.model}`}>
            Edit
          </Link>
          <button type="button" className={dangerGhostClass} onClick={() => setToDelete(v)} aria-label={`Delete ${v.brand} ${v.model}`}>
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader
        title="Vehicles"
        description="The fleet tourists can book. Unavailable vehicles stay listed here but are hidden from search."
        actions={
          <ButtonLink to="/admin/vehicles/new">
            <Icon name="plus" className="size-4" />
            Add vehicle
          </ButtonLink>
        }
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      {failure && <Alert className="mb-4">{failure}</Alert>}
      <ListStates
        isPending={vehicles.isPending}
        error={vehicles.error}
        isEmpty={vehicles.items.length === 0}
        loadingLabel="Loading vehicles…"
        empty={
          <EmptyState icon="car" title="No vehicles yet.">
            <Link to="/admin/vehicles/new" className="font-semibold text-teal-800 underline">
              Add the first vehicle
            </Link>
          </EmptyState>
        }
      >
        <DataTable caption="Vehicles" rows={vehicles.items} rowKey={(v) => v._id} columns={columns} />
        <LoadMore
          shown={vehicles.items.length}
          hasNextPage={vehicles.hasNextPage}
          isFetchingNextPage={vehicles.isFetchingNextPage}
          fetchNextPage={vehicles.fetchNextPage}
          noun={['vehicle', 'vehicles']}
        />
      </ListStates>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.brand} ${toDelete.model}?` : 'Delete vehicle?'}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete vehicle'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {MESSAGES.admin.confirmVehicleDelete}
      </ConfirmDialog>
    </>
  );
}
