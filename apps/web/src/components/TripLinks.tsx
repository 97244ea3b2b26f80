import { useState } from 'react';
import { shortReference } from '@app/shared';
import { useChatLinks } from '../lib/booking-queries';
import { downloadFile } from '../lib/download';
import { errorText } from '../lib/error-text';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { usePageMessages } from '../lib/i18n/page-messages';
import { Button } from './Button';
import { Icon } from './Icon';

const CHAT_LINK =
  'inline-flex min-h-9 items-center gap-2 rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/**
 * A trip outside the app (decision 108): its `.ics` for the booker's calendar, and the WhatsApp
 * links the server answers for the viewer (the booker's to the office and the driver, the
 * driver's to the traveller). Shows nothing the viewer may not open.
 */
export function TripLinks({ bookingId, calendar }: { bookingId: string; calendar: boolean }) {
  const T = usePageMessages().tripLinksUi;
  const { lang } = useLanguage();
  const links = useChatLinks(bookingId, lang).data;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadFile(`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics?lang=${encodeURIComponent(lang)}`, `lankaride-${shortReference(bookingId)}.ics`);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const chats = links
    ? ([
        ['office', links.office, T.chatOffice],
        ['driver', links.driver, T.chatDriver],
        ['tourist', links.tourist, T.chatTourist],
      ] as const).filter(([, href]) => href)
    : [];
  if (!calendar && chats.length === 0) return null;
  return (
    <div className="flex flex-wrap items-start gap-2" data-testid="trip-links">
      {calendar && (
        <div>
          <Button variant="secondary" size="sm" onClick={download} disabled={busy} aria-busy={busy} data-testid="add-to-calendar">
            <Icon name="calendar" className="size-4 shrink-0" />
            {T.addToCalendar}
          </Button>
          {failure && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {failure}
            </p>
          )}
        </div>
      )}
      {chats.map(([who, href, label]) => (
        <a key={who} href={href!} target="_blank" rel="noopener noreferrer" className={CHAT_LINK} data-testid={`chat-${who}`}>
          <Icon name="send" className="size-4 shrink-0" />
          {label}
        </a>
      ))}
    </div>
  );
}
