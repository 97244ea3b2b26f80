import { Link } from 'react-router';
import { firstNameOf, type Booking } from '@app/shared';
import { Icon } from '../../components/Icon';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { languageLabels } from '../../lib/i18n/language-names';

type AssignedDriver = NonNullable<Booking['driverId']>;

/** The driver assigned to a confirmed booking: who will meet the tourist and how to reach them. */
export function DriverCard({ driver }: { driver: AssignedDriver }) {
  const m = usePageMessages();
  const T = m.accountUi.myBookings;
  return (
    <section className="rounded-xl bg-teal-50 p-4 ring-1 ring-teal-200 ring-inset" aria-label={T.yourDriver} data-testid="assigned-driver">
      <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">{T.yourDriver}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Icon name="user" className="size-4 text-teal-700" />
          {driver.username}
        </p>
        {driver.phone && (
          <a href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`} className="flex items-center gap-2 text-sm font-medium text-teal-800 underline-offset-2 hover:underline">
            <Icon name="phone" className="size-4" />
            {driver.phone}
          </a>
        )}
        {driver.languages.length > 0 && <p className="text-sm text-slate-700">{T.speaks(languageLabels(driver.languages))}</p>}
        <Link to={`/drivers/${driver._id}`} className="flex items-center gap-1 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline" data-testid="driver-profile-link">
          {m.driversUi.aboutDriver(firstNameOf(driver.username))}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
