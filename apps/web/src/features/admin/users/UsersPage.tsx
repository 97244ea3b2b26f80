import type { Role, User } from '@app/shared';
import { useAdminUsers } from '../api';
import { formatInstantDate } from '../../../lib/format';
import { DataTable, EmptyState, ListStates, LoadMore, StaffPageHeader, type Column } from '../../../components/staff';

const ROLE_TONES: Record<Role, string> = {
  admin: 'bg-violet-50 text-violet-800 ring-violet-200',
  driver: 'bg-sky-50 text-sky-800 ring-sky-200',
  tourist: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${ROLE_TONES[role] ?? ROLE_TONES.tourist}`}>
      {role}
    </span>
  );
}

const columns: Column<User>[] = [
  { header: 'Username', phone: 'title', cell: (u) => <span className="font-medium text-slate-900">{u.username}</span> },
  { header: 'Email', cell: (u) => <span className="break-all">{u.email}</span> },
  { header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
  { header: 'Phone', cell: (u) => u.phone || <span className="text-slate-400">—</span>, className: 'whitespace-nowrap' },
  { header: 'Joined', cell: (u) => formatInstantDate(u.createdAt), className: 'whitespace-nowrap' },
];

/** /admin/users: every account, newest first. */
export function UsersPage() {
  const users = useAdminUsers();
  return (
    <>
      <StaffPageHeader title="Users" description="Every account: tourists, drivers and staff, newest first." />
      <ListStates
        isPending={users.isPending}
        error={users.error}
        isEmpty={users.items.length === 0}
        loadingLabel="Loading users…"
        empty={<EmptyState icon="users" title="No users yet." />}
      >
        <DataTable caption="Users" rows={users.items} rowKey={(u) => u._id} columns={columns} />
        <LoadMore
          shown={users.items.length}
          hasNextPage={users.hasNextPage}
          isFetchingNextPage={users.isFetchingNextPage}
          fetchNextPage={users.fetchNextPage}
          noun={['user', 'users']}
        />
      </ListStates>
    </>
  );
}
