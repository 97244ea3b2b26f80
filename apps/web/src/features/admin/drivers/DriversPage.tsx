import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, type User } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { ButtonLink, buttonClass } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { useAdminDrivers, useDeleteDriver } from '../api';
import { errorText, formatDdMmYy } from '../format';
import { DataTable, dangerGhostClass, EmptyState, ListStates, LoadMore, StaffPageHeader, useFlashNotice, type Column } from '../ui';

/** /admin/drivers: the tour drivers, with edit and delete. */
export function DriversPage() {
  const drivers = useAdminDrivers();
  const remove = useDeleteDriver();
  const [notice, setNotice] = useFlashNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

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

  const columns: Column<User>[] = [
    {
      header: 'Driver',
      phone: 'title',
      cell: (d) => (
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{d.username}</p>
          <p className="text-xs break-all text-slate-500">{d.email}</p>
        </div>
      ),
    },
    { header: 'Phone', cell: (d) => d.phone || <span className="text-slate-400">—</span>, className: 'whitespace-nowrap' },
    {
      header: 'Licence',
      cell: (d) => (
        <div>
          <p className="font-mono">{d.licenseNumber || '—'}</p>
          {d.licenseExpiry && <p className="text-xs text-slate-500">expires {formatDdMmYy(d.licenseExpiry)}</p>}
        </div>
      ),
    },
    { header: 'Experience', cell: (d) => `${d.experienceYears ?? 0} yrs`, className: 'whitespace-nowrap' },
    {
      header: 'Languages',
      cell: (d) =>
        d.languages && d.languages.length > 0 ? (
          <span className="flex flex-wrap gap-1 max-md:justify-end">
            {d.languages.map((language) => (
              <span key={language} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                {language}
              </span>
            ))}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      header: 'Actions',
      phone: 'actions',
      cell: (d) => (
        <div className="flex gap-2 max-md:w-full max-md:justify-end">
          <Link to={`/admin/drivers/edit/${d._id}`} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${d.username}`}>
            Edit
          </Link>
          <button type="button" className={dangerGhostClass} onClick={() => setToDelete(d)} aria-label={`Delete ${d.username}`}>
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader
        title="Drivers"
        description="Tour drivers the admin can assign to with-driver bookings."
        actions={
          <ButtonLink to="/admin/drivers/new">
            <Icon name="plus" className="size-4" />
            Add driver
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
        isPending={drivers.isPending}
        error={drivers.error}
        isEmpty={drivers.items.length === 0}
        loadingLabel="Loading drivers…"
        empty={
          <EmptyState icon="steering" title="No drivers yet.">
            <Link to="/admin/drivers/new" className="font-semibold text-teal-800 underline">
              Add the first driver
            </Link>
          </EmptyState>
        }
      >
        <DataTable caption="Drivers" rows={drivers.items} rowKey={(d) => d._id} columns={columns} />
        <LoadMore
          shown={drivers.items.length}
          hasNextPage={drivers.hasNextPage}
          isFetchingNextPage={drivers.isFetchingNextPage}
          fetchNextPage={drivers.fetchNextPage}
          noun={['driver', 'drivers']}
        />
      </ListStates>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.username}?` : 'Delete driver?'}
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete driver'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {MESSAGES.admin.confirmDriverDelete}
      </ConfirmDialog>
    </>
  );
}
