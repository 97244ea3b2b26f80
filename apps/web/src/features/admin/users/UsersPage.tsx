import type { Role, User } from '@app/shared';
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

function userColumns(m: PageMessages): Column<User>[] {
  return [
    { header: m.fields.username, phone: 'title', cell: (u) => <span className="font-medium text-slate-900">{u.username}</span> },
    { header: m.fields.email, cell: (u) => (u.email === null ? <span className="text-slate-500">{m.staffUi.noEmail}</span> : <span className="break-all">{u.email}</span>) },
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
  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} />
      <ListStates
        rows={users}
        noun="users"
        loadingLabel={T.loading}
        empty={<EmptyState icon="users" title={T.empty} />}
      >
        <DataTable caption={T.title} rows={users.items} rowKey={(u) => u._id} columns={userColumns(m)} />
      </ListStates>
    </>
  );
}
