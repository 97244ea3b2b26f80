import { Link } from 'react-router';
import { LICENCE_WARNING_DAYS } from '@app/shared';
import { Icon } from '../../../components/Icon';
import { Loading } from '../../../components/Spinner';
import { ListError } from '../../../components/ListStates';
import { Panel } from '../../../components/Panel';
import { formatDdMmYy } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useExpiringLicences } from './licence-api';

/**
 * The dashboard's licences to renew (decision 102): drivers' licences expiring within 30 days or
 * expired, soonest first; each opens the driver's form. A driver whose licence lapses before a
 * trip ends is not offered for it.
 */
export function LicenceTasks() {
  const m = usePageMessages();
  const T = m.driversUi;
  const licences = useExpiringLicences();
  return (
    <Panel className="mt-6">
      <h2 className="mb-2 text-base font-bold text-slate-900">{T.licencesTitle}</h2>
      {licences.isPending ? (
        <Loading className="py-8" label={T.licencesLoading} />
      ) : licences.error ? (
        <ListError error={licences.error} />
      ) : licences.data.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{T.licencesNone(LICENCE_WARNING_DAYS)}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="licence-tasks">
          {licences.data.map((item) => (
            <li key={`${item.driver._id}:${item.licence}`}>
              <Link to={`/admin/drivers/edit/${item.driver._id}`} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900">
                    {item.driver.username} · {T.licences[item.licence]}
                  </span>
                  <span className={`block text-xs ${item.expired ? 'font-semibold text-red-700' : 'text-amber-800'}`}>
                    {item.expired ? T.expired(formatDdMmYy(item.expiry)) : T.expires(formatDdMmYy(item.expiry))}
                  </span>
                </span>
                <Icon name={item.expired ? 'alert' : 'chevronRight'} className={`size-4 shrink-0 ${item.expired ? 'text-red-700' : 'text-slate-400'}`} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
