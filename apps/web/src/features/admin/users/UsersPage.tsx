import { useState } from 'react';
import type { Role, User } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { AddEmailDialog } from './AddEmailDialog';
import { useAdminUsers } from '../api';
import { formatInstantDate } from '../../../lib/format';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState, ListStates } from '../../../components/ListStates';
import { StaffPageHeader } from '../../../components/StaffPageHeader';

const ROLE_TONES: Record<Role, string> = {
  admin: 'bg-violet-50 text-violet-800 ring-violet-200',
  driver: 'bg-sky-50 text-sky-800 ring-sky-200',
  tourist: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function RoleBadge({ role }: { role: Role }) {
  const m = usePageMessages();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${ROLE_TONES[role] ?? ROLE_TONES.tourist}`}>
      {m.roles[role]}
    </span>
  );
}

function userColumns(m: PageMessages, addEmail: (user: User) => void): Column<User>[] {
  return [
    { header: m.fields.username, phone: 'title', cell: (u) => <span className="font-medium text-slate-900">{u.username}</span> },
    {
      header: m.fields.email,
      cell: (u) =>
        u.email === null ? (
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-slate-500">{m.staffUi.noEmail}</span>
            <Button size="sm" variant="secondary" onClick={() => addEmail(u)} aria-label={m.staffAreaUi.users.addEmailFor(u.username)}>
              {m.staffAreaUi.users.addEmail}
            </Button>
          </span>
        ) : (
          <span className="break-all">{u.email}</span>
        ),
    },
    { header: m.staffAreaUi.users.role, cell: (u) => <RoleBadge role={u.role} /> },
    { header: m.fields.phone, cell: (u) => u.phone || <span className="text-slate-400">—</span>, className: 'whitespace-nowrap' },
    { header: m.staffAreaUi.users.joined, cell: (u) => formatInstantDate(u.createdAt), className: 'whitespace-nowrap' },
  ];
}

/** /admin/users: every account, newest first. */
export function UsersPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.users;
  const users = useAdminUsers();
  const [adding, setAdding] = useState<User | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <ListStates
        rows={users}
        noun="users"
        loadingLabel={T.loading}
        empty={<EmptyState icon="users" title={T.empty} />}
      >
        <DataTable caption={T.title} rows={users.items} rowKey={(u) => u._id} columns={userColumns(m, (user) => {
            setNotice(null);
            setAdding(user);
          })} />
      </ListStates>
      <AddEmailDialog
        user={adding}
        onClose={() => setAdding(null)}
        onAdded={(message) => {
          setAdding(null);
          setNotice(message);
        }}
      />
    </>
  );
}
