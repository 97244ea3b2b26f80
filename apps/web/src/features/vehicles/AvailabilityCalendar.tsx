import { useMemo, useState } from 'react';
import { Calendar, Views, dateFnsLocalizer, type ToolbarProps, type View } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import './calendar.css';
import { CALENDAR_HEIGHT_PX, MESSAGES } from '@app/shared';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { colomboWallClock, dayFromString } from '../../lib/format';
import { useVehicleAvailability } from './api';

const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: { 'en-GB': enGB } });
const VIEWS: View[] = [Views.MONTH, Views.WEEK, Views.DAY];
const VIEW_LABELS: Partial<Record<View, string>> = { month: 'Month', week: 'Week', day: 'Day' };

interface BookedEvent {
  title: string;
  start: Date;
  end: Date;
}

/** Previous and next only (the spec's calendar has no Today button), plus the three views. */
function Toolbar({ label, view, onNavigate, onView }: ToolbarProps<BookedEvent>) {
  const nav = 'flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-teal-600 hover:text-teal-800';
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-2">
        <button type="button" className={nav} onClick={() => onNavigate('PREV')}>
          <Icon name="chevronLeft" />
          <span className="sr-only">Previous</span>
        </button>
        <button type="button" className={nav} onClick={() => onNavigate('NEXT')}>
          <Icon name="chevronRight" />
          <span className="sr-only">Next</span>
        </button>
        <p className="ml-2 text-lg font-semibold text-slate-900" aria-live="polite" data-testid="calendar-label">
          {label}
        </p>
      </div>
      <div role="group" aria-label="Calendar view" className="inline-flex rounded-lg bg-slate-100 p-1">
        {VIEWS.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => onView(name)}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${view === name ? 'bg-white text-teal-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {VIEW_LABELS[name]}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The vehicle's booked periods on a month / week / day calendar, 500 px high, month first. */
export default function AvailabilityCalendar({ vehicleId, initialDate }: { vehicleId: string; initialDate?: string }) {
  const { data, error } = useVehicleAvailability(vehicleId);
  const [date, setDate] = useState(() => (initialDate ? dayFromString(initialDate) : null) ?? new Date());
  const [view, setView] = useState<View>(Views.MONTH);

  const events = useMemo<BookedEvent[]>(
    () => (data ?? []).map((event) => ({ title: event.title, start: colomboWallClock(event.start), end: colomboWallClock(event.end) })),
    [data],
  );

  return (
    <div data-testid="availability-calendar">
      {error && <Alert className="mb-4">{MESSAGES.vehicles.loadError(error.message)}</Alert>}
      <Calendar<BookedEvent>
        localizer={localizer}
        culture="en-GB"
        events={events}
        date={date}
        onNavigate={setDate}
        view={view}
        onView={setView}
        views={VIEWS}
        components={{ toolbar: Toolbar }}
        popup
        style={{ height: CALENDAR_HEIGHT_PX }}
      />
    </div>
  );
}
