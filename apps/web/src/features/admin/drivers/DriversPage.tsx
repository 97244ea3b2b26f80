import type { User } from '@app/shared';
import { ManagedList } from '../../../components/ManagedList';
import { useAdminDrivers, useDeleteDriver } from '../api';
import { formatDdMmYy } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { languageLabel } from '../../../lib/i18n/language-names';
import type { Column } from '../../../components/DataTable';

/** /admin/drivers: the tour drivers, with edit and delete. */
export function DriversPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.drivers;
  const rows = useAdminDrivers();
  const remove = useDeleteDriver();
  const columns: Column<User>[] = [
    {
      header: T.driver,
      phone: 'title',
      cell: (d) => (
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{d.username}</p>
          <p className="text-xs break-all text-slate-500">{d.email}</p>
        </div>
      ),
    },
    { header: m.fields.phone, cell: (d) => d.phone || <span className="text-slate-400">—</span>, className: 'whitespace-nowrap' },
    {
      header: T.licence,
      cell: (d) => (
        <div>
          <p className="font-mono">{d.licenseNumber || '—'}</p>
          {d.licenseExpiry && <p className="text-xs text-slate-500">{T.expires(formatDdMmYy(d.licenseExpiry))}</p>}
        </div>
      ),
    },
    { header: T.experience, cell: (d) => T.experienceYears(d.experienceYears ?? 0), className: 'whitespace-nowrap' },
    {
      header: m.fields.languages,
      cell: (d) =>
        d.languages && d.languages.length > 0 ? (
          <span className="flex flex-wrap gap-1 max-md:justify-end">
            {d.languages.map((language) => (
              <span key={language} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                {languageLabel(language)}
              </span>
            ))}
          </span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
  ];

  return (
    <ManagedList
      title={T.title}
      description={T.description}
      noun="drivers"
      icon="steering"
      basePath="/admin/drivers"
      rows={rows}
      remove={remove}
      columns={columns}
      nameOf={(d) => d.username}
      confirmText={m.admin.confirmDriverDelete}
    />
  );
}
