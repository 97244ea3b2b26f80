import { shortReference } from '@app/shared';
import { useChatLinks } from '../lib/booking-queries';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { usePageMessages } from '../lib/i18n/page-messages';
import { DownloadButton } from './DownloadButton';
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
        <DownloadButton
          path={`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics?lang=${encodeURIComponent(lang)}`}
          fileName={`lankaride-${shortReference(bookingId)}.ics`}
          label={T.addToCalendar}
          icon="calendar"
          failed={(reason) => reason}
          testId="add-to-calendar"
        />
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
