import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DRIVER_ACTIVE_STATUSES, colomboToday, type MoneyTasks, type Page, type Timeline, shortReference } from '@app/shared';
import { Icon, type IconName } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { DASHBOARD_COUNT_LIMIT, useDashboard } from './api';
import { formatDdMmYy, formatInstant, formatPrice } from '../../lib/format';
import { ListError } from '../../components/ListStates';
import { Panel } from '../../components/Panel';
import { StaffPageHeader } from '../../components/StaffPageHeader';
import { usePageMessages, type PageMessages } from '../../lib/i18n/page-messages';
import { languageLabels } from '../../lib/i18n/language-names';
import { DateChangeTasks } from './DateChangeTasks';
import { LicenceTasks } from './drivers/LicenceTasks';

function countOf(page: Page<unknown> | undefined, m: PageMessages): string {
  if (!page) return '…';
  return page.nextCursor ? m.staffAreaUi.dashboard.countAtLeast(DASHBOARD_COUNT_LIMIT) : String(page.items.length);
}

/** Trips that hold a vehicle today: confirmed to start, or already on the road. */
export function tripsToday(timeline: Timeline): Timeline['bookings'] {
  return timeline.bookings.filter((b) => (DRIVER_ACTIVE_STATUSES as readonly string[]).includes(b.status));
}

/** /admin/dashboard: the day's picture (what waits for action, what is on the road), with a way into each list. */
export function AdminDashboardPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.dashboard;
  const nav = m.staffAreaUi.adminNav;
  const { pending, todayView, unread, money } = useDashboard();
  const trips = todayView.data ? tripsToday(todayView.data) : [];
  const vehicleName = new Map(todayView.data?.vehicles.map((v) => [v._id, `${v.brand} ${v.model}`]) ?? []);

  return (
    <>
      <StaffPageHeader title={T.title} description={T.today(formatDdMmYy(colomboToday()))} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard icon="calendar" label={T.pendingBookings} value={countOf(pending.data, m)} to="/admin/bookings?status=pending" action={T.review} tone="amber" testId="stat-pending" />
        <StatCard icon="steering" label={T.tripsToday} value={todayView.data ? String(trips.length) : '…'} to="/admin/timeline" action={nav.timeline} tone="teal" testId="stat-trips" />
        <StatCard icon="car" label={T.fleetSize} value={todayView.data ? String(todayView.data.vehicles.length) : '…'} to="/admin/vehicles" action={nav.vehicles} tone="sky" testId="stat-fleet" />
        <StatCard icon="inbox" label={T.unreadMessages} value={countOf(unread.data, m)} to="/admin/inbox" action={nav.inbox} tone="violet" testId="stat-unread" />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel>
          <PanelTitle title={T.waiting} to="/admin/bookings?status=pending" link={T.allPending} />
          {pending.isPending ? (
            <Loading className="py-8" label={T.loadingPending} />
          ) : pending.error ? (
            <ListError error={pending.error} />
          ) : pending.data.items.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{T.nothingWaiting}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {pending.data.items.slice(0, 6).map((b) => (
                <li key={b._id}>
                  <Link to={`/admin/bookings/${b._id}`} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-900">
                        {b.name} · {b.vehicleBrand} {b.vehicleModel}
                      </span>
                      <span className="block text-xs text-slate-500">
                        <span className="font-mono" title={b._id}>
                          {shortReference(b._id)}
                        </span>{' '}
                        · {formatDdMmYy(b.pickupDate)} – {formatDdMmYy(b.returnDate)} · {b.driverOption === 'withDriver' ? T.withDriver : T.selfDrive}
                        {b.preferredLanguages.length > 0 && ` · ${T.prefers(languageLabels(b.preferredLanguages))}`}
                      </span>
                    </span>
                    <Icon name="chevronRight" className="size-4 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel>
          <PanelTitle title={T.onTheRoad} to="/admin/timeline" link={T.fleetTimeline} />
          {todayView.isPending ? (
            <Loading className="py-8" label={T.loadingToday} />
          ) : todayView.error ? (
            <ListError error={todayView.error} />
          ) : trips.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600">{T.noTripsToday}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {trips.map((b) => (
                <li key={b._id}>
                  <Link to={`/admin/bookings/${b._id}`} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-900">
                        {vehicleName.get(b.vehicleId) ?? T.unknownVehicle} · {b.name}
                      </span>
                      <span className="block text-xs text-slate-500">
                        {formatInstant(b.start)} – {formatInstant(b.end)}
                      </span>
                    </span>
                    <span className="shrink-0 whitespace-nowrap">
                      <StatusBadge status={b.status} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <DateChangeTasks />
      <LicenceTasks />

      <Panel className="mt-6">
        <PanelTitle title={T.moneyTasks} to="/admin/finance" link={T.allFinance} />
        {money.isPending ? (
          <Loading className="py-8" label={T.loadingMoney} />
        ) : money.error ? (
          <ListError error={money.error} />
        ) : money.data.refundsDue.count + money.data.depositsDue.count === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{T.nothingToSettle}</p>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <MoneyTaskList
              title={T.refundsDue(money.data.refundsDue.count)}
              items={money.data.refundsDue.items}
              action={(task) => T.payBack(formatPrice(task.amount))}
              testId="refunds-due"
            />
            <MoneyTaskList
              title={T.depositsDue(money.data.depositsDue.count)}
              items={money.data.depositsDue.items}
              action={(task) => T.collect(formatPrice(task.amount))}
              detail={(task) => [task.pickupDate && T.pickupOn(formatDdMmYy(task.pickupDate)), task.depositDeadline && T.depositBy(formatInstant(task.depositDeadline))].filter(Boolean).join(' · ')}
              testId="deposits-due"
            />
          </div>
        )}
      </Panel>

      <nav aria-label={T.listsLabel} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['/admin/vehicles', nav.vehicles, 'car'],
            ['/admin/bookings', nav.bookings, 'calendar'],
            ['/admin/users', nav.users, 'users'],
            ['/admin/drivers', nav.drivers, 'steering'],
          ] as const
        ).map(([to, label, icon]) => (
          <Link key={to} to={to} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-teal-500 hover:text-teal-900">
            <Icon name={icon} className="size-5 text-teal-700" />
            {label}
            <Icon name="arrowRight" className="ml-auto size-4 text-slate-400" />
          </Link>
        ))}
      </nav>
    </>
  );
}

const TONES = {
  amber: 'bg-amber-100 text-amber-800',
  teal: 'bg-teal-100 text-teal-800',
  sky: 'bg-sky-100 text-sky-800',
  violet: 'bg-violet-100 text-violet-800',
} as const;

function StatCard({ icon, label, value, to, action, tone, testId }: { icon: IconName; label: string; value: string; to: string; action: string; tone: keyof typeof TONES; testId: string }) {
  const m = usePageMessages();
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span className={`rounded-lg p-1.5 ${TONES[tone]}`}>
          <Icon name={icon} className="size-4" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900" data-testid={testId}>
        {value}
      </p>
      <Link to={to} className="mt-auto pt-2 text-sm font-semibold text-teal-800 hover:underline">
        {action} <span aria-hidden="true">→</span>
        <span className="sr-only"> {m.staffAreaUi.dashboard.statFor(label)}</span>
      </Link>
    </div>
  );
}

function PanelTitle({ title, to, link }: { title: string; to: string; link: ReactNode }) {
  return (
    <div className="mb-2 flex items-center justify-between gap-3">
      <h2 className="text-base font-bold text-slate-900">{title}</h2>
      <Link to={to} className="text-sm font-semibold text-teal-800 hover:underline">
        {link}
      </Link>
    </div>
  );
}

type MoneyTask = MoneyTasks['refundsDue']['items'][number];

/** One list of the dashboard's money tasks: each booking with what to do and a link to it. */
function MoneyTaskList({ title, items, action, detail, testId }: { title: string; items: MoneyTask[]; action: (task: MoneyTask) => string; detail?: (task: MoneyTask) => string; testId: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <ul className="divide-y divide-slate-100">
        {items.map((task) => (
          <li key={task._id}>
            <Link to={`/admin/bookings/${task._id}`} className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900">
                  {task.customerName} · {task.vehicleName}
                </span>
                <span className="block text-xs text-slate-500">
                  <span className="font-mono">{shortReference(task._id)}</span>
                  {detail?.(task) ? ` · ${detail(task)}` : ''}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-teal-800">{action(task)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
