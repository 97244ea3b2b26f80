import { mailtoHref } from '../../../lib/mailto';
import { useState } from 'react';
import type { ContactMessage } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAdminMessages, useMarkMessage } from '../api';
import { errorText } from '../../../lib/error-text';
import { formatInstant } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { EmptyState, ListStates } from '../../../components/ListStates';
import { StaffPageHeader } from '../../../components/StaffPageHeader';

/** /admin/inbox: the contact form's messages, newest first, with their read state. */
export function InboxPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.inbox;
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messages = useAdminMessages(unreadOnly);
  const mark = useMarkMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const toggleRead = (message: ContactMessage) => {
    setFailure(null);
    mark.mutate({ id: message._id, read: !message.read }, { onError: (error) => setFailure(m.driver.updateFailed(errorText(error))) });
  };

  const filterButton = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={unreadOnly === value}
      onClick={() => setUnreadOnly(value)}
      className="rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-teal-900 aria-pressed:shadow-sm"
    >
      {label}
    </button>
  );

  return (
    <>
      <StaffPageHeader
        title={T.title}
        description={T.description}
        actions={
          <div role="group" aria-label={T.show} className="inline-flex rounded-lg bg-slate-100 p-1">
            {filterButton(false, T.all)}
            {filterButton(true, T.unread)}
          </div>
        }
      />
      {failure && <Alert className="mb-4">{failure}</Alert>}
      <ListStates
        rows={messages}
        noun="messages"
        loadingLabel={T.loading}
        empty={<EmptyState icon="inbox" title={unreadOnly ? T.noUnread : T.empty} />}
      >
        <ul className="space-y-3" aria-label={T.listLabel}>
          {messages.items.map((message) => (
            <li key={message._id}>
              <MessageCard message={message} onToggleRead={() => toggleRead(message)} busy={mark.isPending && mark.variables?.id === message._id} />
            </li>
          ))}
        </ul>
      </ListStates>
    </>
  );
}

function MessageCard({ message, onToggleRead, busy }: { message: ContactMessage; onToggleRead: () => void; busy: boolean }) {
  const T = usePageMessages().staffAreaUi.inbox;
  const subject = message.subject || T.noSubject;
  return (
    <article
      aria-label={message.read ? T.messageLabel(subject, message.name) : T.unreadMessageLabel(subject, message.name)}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${message.read ? 'border-slate-200' : 'border-teal-300 ring-1 ring-teal-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 className={`text-base break-words text-slate-900 ${message.read ? 'font-semibold' : 'font-bold'}`}>
            {!message.read && <span className="mr-2 inline-block size-2 rounded-full bg-teal-600 align-middle" aria-hidden="true" />}
            {subject}
          </h2>
          <p className="text-sm text-slate-600">
            {message.name} ·{' '}
            <a href={mailtoHref(message.email)} className="break-all text-teal-800 underline-offset-4 hover:underline">
              {message.email}
            </a>
          </p>
        </div>
        <p className="text-xs whitespace-nowrap text-slate-500">
          <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
          <span className={`ml-2 rounded-full px-2 py-0.5 font-semibold ${message.read ? 'bg-slate-100 text-slate-600' : 'bg-teal-100 text-teal-900'}`}>{message.read ? T.read : T.unread}</span>
        </p>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onClick={onToggleRead} disabled={busy}>
          {message.read ? T.markUnread : T.markRead}
        </Button>
        <a
          href={mailtoHref(message.email, { subject: message.subject ? T.replySubject(message.subject) : T.replyNoSubject })}
          className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {T.reply}
        </a>
      </div>
    </article>
  );
}
