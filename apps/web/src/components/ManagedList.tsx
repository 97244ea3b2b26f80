import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorText } from '../lib/error-text';
import { usePageMessages } from '../lib/i18n/page-messages';
import { translateSentence } from '../lib/i18n/translate';
import { Alert } from './Alert';
import { ButtonLink, buttonClass, dangerGhostClass } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { Icon, type IconName } from './Icon';
import { DataTable, type Column } from './DataTable';
import { EmptyState, ListStates, type PagedRows } from './ListStates';
import { StaffPageHeader } from './StaffPageHeader';
import { useFlashNotice } from '../lib/use-flash-notice';
import type { PAGE_MESSAGES } from '@app/shared/page-messages';

/** What a managed list holds; each has its own sentences, as nouns inflect differently per language. */
export type ManagedNoun = keyof typeof PAGE_MESSAGES.staffAreaUi.managed;

/** A delete call as the staff mutations answer it. */
export interface DeleteMutation {
  isPending: boolean;
  mutate: (id: string, callbacks: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void; onSettled: () => void }) => void;
}

/**
 * A staff page that manages one kind of record (vehicles, drivers): its table with Edit and
 * Delete on every row, paging, an empty state, and deletion after a confirmation, with the
 * server's answer shown above the table.
 */
export function ManagedList<T extends { _id: string }>({
  title,
  description,
  noun,
  icon,
  basePath,
  rows,
  remove,
  columns,
  nameOf,
  confirmText,
}: {
  title: string;
  description: ReactNode;
  noun: ManagedNoun;
  icon: IconName;
  /** `/admin/drivers`: `/new` adds, `/edit/:id` edits. */
  basePath: string;
  rows: PagedRows<T>;
  remove: DeleteMutation;
  columns: Column<T>[];
  nameOf: (row: T) => string;
  confirmText: string;
}) {
  const [notice, setNotice] = useFlashNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const m = usePageMessages();
  const C = m.staffAreaUi.common;
  const T = m.staffAreaUi.managed[noun];

  const confirmDelete = () => {
    if (!toDelete) return;
    setNotice(null);
    setFailure(null);
    remove.mutate(toDelete._id, {
      onSuccess: (answer) => setNotice(translateSentence(m, answer.message)),
      onError: (error) => setFailure(m.admin.deleteFailed(errorText(error))),
      onSettled: () => setToDelete(null),
    });
  };

  const withActions: Column<T>[] = [
    ...columns,
    {
      header: C.actions,
      phone: 'actions',
      cell: (row) => (
        <div className="flex gap-2 max-md:w-full max-md:justify-end">
          <Link to={`${basePath}/edit/${row._id}`} className={buttonClass('secondary', 'sm')} aria-label={C.editNamed(nameOf(row))}>
            {C.edit}
          </Link>
          <button type="button" className={dangerGhostClass} onClick={() => setToDelete(row)} aria-label={C.deleteNamed(nameOf(row))}>
            {C.delete}
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <StaffPageHeader
        title={title}
        description={description}
        actions={
          <ButtonLink to={`${basePath}/new`}>
            <Icon name="plus" className="size-4" />
            {T.add}
          </ButtonLink>
        }
        notice={notice}
      />
      {failure && <Alert className="mb-4">{failure}</Alert>}
      <ListStates
        rows={rows}
        noun={noun}
        loadingLabel={T.loading}
        empty={
          <EmptyState icon={icon} title={T.empty}>
            <Link to={`${basePath}/new`} className="font-semibold text-teal-800 underline">
              {T.addFirst}
            </Link>
          </EmptyState>
        }
      >
        <DataTable caption={title} rows={rows.items} rowKey={(row) => row._id} columns={withActions} />
      </ListStates>
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? C.deleteNamedTitle(nameOf(toDelete)) : T.deleteOneTitle}
        confirmLabel={remove.isPending ? C.deleting : T.deleteOne}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {confirmText}
      </ConfirmDialog>
    </>
  );
}
