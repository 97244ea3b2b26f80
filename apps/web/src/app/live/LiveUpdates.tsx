import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent, Role } from '@app/shared';
import { Icon } from '../../components/Icon';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { adminKeys } from '../../features/admin/query-keys';
import { driverKeys } from '../../features/driver/query-keys';
import { myBookingsKey } from '../../features/my-bookings/query-keys';
import { followLiveChanges } from './live-client';

/**
 * What a change of a booking may alter on the screens (the query cache is the one source of
 * truth: these are marked stale, and the ones on screen are read again). Keys of other roles'
 * screens are simply not in the cache.
 */
const CHANGED_BY_BOOKINGS = [adminKeys.bookings, adminKeys.dashboard, adminKeys.timeline, adminKeys.finance, driverKeys.bookings, myBookingsKey];

/** The notice goes by itself after this long, unless it holds the focus (it never covers the page for long). */
const NOTICE_MS = 8_000;

/** Changes arriving together (a confirmation with its payment) are read once. */
const GATHER_MS = 150;

function invalidateBookings(queryClient: QueryClient): void {
  for (const queryKey of CHANGED_BY_BOOKINGS) void queryClient.invalidateQueries({ queryKey });
}

/** A short, quiet two-note chime made by the Web Audio API; silent where the browser allows no sound yet. */
function chime(context: { current: AudioContext | null }): void {
  try {
    if (typeof AudioContext === 'undefined') return;
    context.current ??= new AudioContext();
    const audio = context.current;
    void audio.resume().catch(() => {});
    const gain = audio.createGain();
    gain.connect(audio.destination);
    const start = audio.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.08, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
    [880, 1320].forEach((frequency, i) => {
      const tone = audio.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + i * 0.12);
      tone.stop(start + 0.5);
    });
  } catch {
    /* no sound: the notice is still shown */
  }
}

/**
 * The signed-in user's live changes (decision 109), loaded only once someone is signed in (not
 * with the home page). Every change marks the booking screens stale; the office also sees (and
 * hears) a quiet "New booking" notice.
 */
export default function LiveUpdates({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const T = usePageMessages().liveUi;
  const [newBooking, setNewBooking] = useState<string | null>(null);
  const audio = useRef<AudioContext | null>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!newBooking || focused) return;
    const timer = setTimeout(() => setNewBooking(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [newBooking, focused]);

  useEffect(() => {
    let gathering: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      gathering ??= setTimeout(() => {
        gathering = undefined;
        invalidateBookings(queryClient);
      }, GATHER_MS);
    };
    const stop = followLiveChanges({
      onChange: (event: LiveEvent) => {
        changed();
        if (role === 'admin' && event.change === 'booking.created' && event.byBooker) {
          setNewBooking(event.bookingId);
          chime(audio);
        }
      },
      onReset: changed,
    });
    return () => {
      stop();
      clearTimeout(gathering);
      void audio.current?.close().catch(() => {});
      audio.current = null;
    };
  }, [queryClient, role]);

  if (role !== 'admin') return null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex justify-end sm:inset-x-auto sm:right-4 sm:bottom-4">
      {newBooking && (
        <div
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="pointer-events-auto flex items-center gap-3 rounded-lg border border-sky-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg"
        >
          <Icon name="info" className="size-5 shrink-0 text-sky-700" aria-hidden="true" />
          <span className="font-semibold">{T.newBooking}</span>
          <Link
            to={`/admin/bookings/${newBooking}`}
            onClick={() => {
              setNewBooking(null);
              setFocused(false);
            }} className="font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950">
            {T.open}
          </Link>
          <button
            type="button"
            onClick={() => {
              setNewBooking(null);
              setFocused(false);
            }}
            className="rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-700"
          >
            <Icon name="close" className="size-4" aria-hidden="true" />
            <span className="sr-only">{T.dismiss}</span>
          </button>
        </div>
      )}
    </div>
  );
}
