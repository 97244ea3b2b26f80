import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { OutOfService, Timeline } from '@app/shared';
import { Button } from '../../../components/Button';
import { DialogBody, DialogFooter, StaffDialog } from '../../../components/StaffDialog';
import { Icon } from '../../../components/Icon';
import { formatInstant } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { OutOfServiceForm } from '../out-of-service/OutOfServiceForm';
import { BookingsToMove } from '../out-of-service/OutOfServiceSection';
import { barSpan } from './timeline-math';

type TimelinePeriod = Timeline['outOfService'][number];

/**
 * A period a vehicle is out of service, drawn as a hatched block behind the bookings (so a booking
 * still on it shows on top, to be moved); its reason and note on hover and focus. It opens the
 * vehicle's page, where the period is changed or removed.
 */
export function OutOfServiceBlock({ period, from, dayCount, dayWidth, vehicleName }: { period: TimelinePeriod; from: string; dayCount: number; dayWidth: number; vehicleName: string }) {
  const T = usePageMessages().outOfServiceUi;
  const span = barSpan(period.start, period.end, from, dayCount);
  if (!span) return null;
  const reason = T.reasons[period.reason];
  const label = period.note
    ? T.blockLabelWithNote(vehicleName, reason, period.note, formatInstant(period.start), formatInstant(period.end))
    : T.blockLabel(vehicleName, reason, formatInstant(period.start), formatInstant(period.end));
  return (
    <Link
      to={`/admin/vehicles/edit/${period.vehicleId}`}
      aria-label={label}
      title={label}
      data-testid="timeline-out-of-service"
      data-reason={period.reason}
      className={`absolute inset-y-1 flex items-end overflow-hidden bg-[repeating-linear-gradient(135deg,var(--color-slate-300)_0_6px,var(--color-slate-100)_6px_12px)] px-1.5 pb-0.5 text-[0.6875rem] font-semibold whitespace-nowrap text-slate-800 ring-1 ring-slate-500 ring-inset hover:brightness-95 focus-visible:z-10 ${
        span.startsBefore ? 'rounded-l-none' : 'rounded-l-md'
      } ${span.endsAfter ? 'rounded-r-none' : 'rounded-r-md'}`}
      style={{ left: span.left * dayWidth + 1, width: Math.max(span.width * dayWidth - 2, 6) }}
    >
      <Icon name="alert" className="mr-1 size-3 shrink-0" />
      <span className="truncate">{reason}</span>
    </Link>
  );
}

/** "Out of service…" on the timeline's toolbar: choose a vehicle and dates; the bookings on them are listed after. */
export function TimelineOutOfServiceButton({ vehicles, firstDay }: { vehicles: Timeline['vehicles']; firstDay: string }) {
  const m = usePageMessages();
  const T = m.outOfServiceUi;
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<OutOfService | null>(null);
  const choices = useMemo(() => vehicles.map((v) => ({ _id: v._id, name: `${v.brand} ${v.model}` })), [vehicles]);
  const close = () => {
    setOpen(false);
    setSaved(null);
  };
  return (
    <>
      <Button variant="secondary" size="sm" className="col-span-2 whitespace-nowrap" onClick={() => setOpen(true)}>
        {T.addFromTimeline}
      </Button>
      <StaffDialog open={open} title={T.dialogTitle} onClose={close} wide>
        {saved ? (
          <>
            <DialogBody>
              <p role="status">{T.saved}</p>
              <BookingsToMove bookings={saved.bookingsToMove} />
            </DialogBody>
            <DialogFooter>
              <Button onClick={close}>{m.staffAreaUi.common.close}</Button>
            </DialogFooter>
          </>
        ) : (
          <DialogBody>
            <OutOfServiceForm vehicles={choices} firstDay={firstDay} onSaved={(period) => (period.bookingsToMove.length > 0 ? setSaved(period) : close())} onCancel={close} />
          </DialogBody>
        )}
      </StaffDialog>
    </>
  );
}
