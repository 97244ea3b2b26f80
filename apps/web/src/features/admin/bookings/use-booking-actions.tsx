import { Fragment, useState, type ReactNode } from 'react';
import { STATUS_CORRECTIONS, isBookingStatus, nextStatuses, type Booking, shortReference } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button, dangerGhostClass } from '../../../components/Button';
import { Icon, type IconName } from '../../../components/Icon';
import { useFocusResult } from '../../../lib/use-focus-result';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { CancelBookingDialog } from './CancelBookingDialog';
import { ChangeDriverDialog, canChangeDriver } from './ChangeDriverDialog';
import { ChangeScheduleDialog, canChangeSchedule } from './ChangeScheduleDialog';
import { ConfirmBookingDialog } from './ConfirmBookingDialog';
import { CorrectStatusDialog } from './CorrectStatusDialog';

export interface AdminActions {
  confirm: boolean;
  cancel: boolean;
  changeDriver: boolean;
  changeSchedule: boolean;
  correct: boolean;
}

/** Which of the admin's actions a booking offers now, from the status machine and the staff rules. */
export function adminActionsFor(booking: Pick<Booking, 'bookingStatus' | 'driverOption'>): AdminActions {
  const status = booking.bookingStatus;
  const next = nextStatuses('admin', status);
  return {
    confirm: next.includes('confirmed'),
    cancel: next.includes('cancelled'),
    changeDriver: canChangeDriver(booking),
    changeSchedule: canChangeSchedule(booking),
    correct: isBookingStatus(status) && STATUS_CORRECTIONS[status] !== undefined,
  };
}

type Action = 'confirm' | 'cancel' | 'driver' | 'schedule' | 'correct';

const secondaryClass =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 transition-colors hover:border-teal-600 hover:text-teal-800';

/**
 * The admin's actions on bookings, wherever bookings are shown: the buttons of one booking
 * (confirm, cancel, change the driver, the dates or the vehicle, correct a status), the dialogs
 * they open, and the outcome message, which takes focus so it is seen and heard.
 */
export function useBookingActions() {
  const m = usePageMessages();
  const T = m.staffUi;
  const C = m.staffBookingsUi.confirm;
  const [open, setOpen] = useState<{ action: Action; booking: Booking } | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const messageRef = useFocusResult<HTMLDivElement>(outcome);

  const start = (action: Action, booking: Booking) => {
    setOutcome(null);
    setOpen({ action, booking });
  };
  const close = () => setOpen(null);
  const done = (text: string) => {
    setOpen(null);
    setOutcome(text);
  };
  const bookingFor = (action: Action) => (open?.action === action ? open.booking : null);

  /**
   * The buttons of one booking. `compact` (the bookings list on a laptop, issue 26): each an icon
   * with its full name as tooltip and for screen readers, so a row keeps to one line; the words
   * return on a phone, where the row is a card.
   */
  const buttons = (booking: Booking, { compact = false }: { compact?: boolean } = {}) => {
    const allowed = adminActionsFor(booking);
    if (!Object.values(allowed).some(Boolean)) return null;
    const ref = shortReference(booking._id);
    const words = (icon: IconName, text: string) =>
      compact ? (
        <>
          <Icon name={icon} className="size-4 max-md:hidden" />
          <span className="md:sr-only">{text}</span>
        </>
      ) : (
        text
      );
    const tight = compact ? 'md:size-8 md:p-0' : '';
    const list: { key: string; show: boolean; label: string; node: (label: string) => ReactNode }[] = [
      {
        key: 'confirm',
        show: allowed.confirm,
        label: C.confirmOf(ref),
        node: (label) => (
          <Button size="sm" className={tight} onClick={() => start('confirm', booking)} aria-label={label} title={compact ? label : undefined}>
            {words('check', C.confirm)}
          </Button>
        ),
      },
      {
        key: 'driver',
        show: allowed.changeDriver,
        label: T.changeDriverOf(ref),
        node: (label) => (
          <button type="button" className={`${secondaryClass} ${tight}`} onClick={() => start('driver', booking)} aria-label={label} title={compact ? label : undefined}>
            {words('steering', T.changeDriver)}
          </button>
        ),
      },
      {
        key: 'schedule',
        show: allowed.changeSchedule,
        label: T.changeScheduleOf(ref),
        node: (label) => (
          <button type="button" className={`${secondaryClass} ${tight}`} onClick={() => start('schedule', booking)} aria-label={label} title={compact ? label : undefined}>
            {words('calendar', T.changeSchedule)}
          </button>
        ),
      },
      {
        key: 'correct',
        show: allowed.correct,
        label: T.correctStatusOf(ref),
        node: (label) => (
          <button type="button" className={`${secondaryClass} ${tight}`} onClick={() => start('correct', booking)} aria-label={label} title={compact ? label : undefined}>
            {words('timeline', T.correctStatus)}
          </button>
        ),
      },
      {
        key: 'cancel',
        show: allowed.cancel,
        label: T.cancelOf(ref),
        node: (label) => (
          <button type="button" className={`${dangerGhostClass} ${tight}`} onClick={() => start('cancel', booking)} aria-label={label} title={compact ? label : undefined}>
            {words('close', T.cancel)}
          </button>
        ),
      },
    ];
    return (
      <div className={`flex gap-2 max-md:w-full max-md:justify-end ${compact ? 'max-md:flex-wrap md:flex-nowrap md:gap-1' : 'flex-wrap'}`}>
        {list.filter((item) => item.show).map((item) => (
          <Fragment key={item.key}>{item.node(item.label)}</Fragment>
        ))}
      </div>
    );
  };

  const message = outcome && (
    <div ref={messageRef} tabIndex={-1} className="mb-4 scroll-mt-20 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600">
      <Alert tone="success">{outcome}</Alert>
    </div>
  );

  const dialogs = (
    <>
      <ConfirmBookingDialog booking={bookingFor('confirm')} onClose={close} onConfirmed={done} />
      <CancelBookingDialog booking={bookingFor('cancel')} onClose={close} onCancelled={done} />
      <ChangeDriverDialog booking={bookingFor('driver')} onClose={close} onChanged={done} />
      <ChangeScheduleDialog booking={bookingFor('schedule')} onClose={close} onChanged={done} />
      <CorrectStatusDialog booking={bookingFor('correct')} onClose={close} onCorrected={done} />
    </>
  );

  return { buttons, message, dialogs };
}
