import { mailtoHref } from '../../../lib/mailto';
import { useState } from 'react';
import { MESSAGES, type ContactMessage } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { useAdminMessages, useMarkMessage } from '../api';
import { errorText } from '../../../lib/error-text';
import { formatInstant } from '../../../lib/format';
import { EmptyState, ListStates, LoadMore, StaffPageHeader } from '../../../components/staff';

/** /admin/inbox: the contact form's messages, newest first, with their read state. */
export function InboxPage() {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messages = useAdminMessages(unreadOnly);
  const mark = useMarkMessage();
  const [failure, setFailure] = useState<string | null>(null);

  const toggleRead = (message: ContactMessage) => {
    setFailure(null);
    mark.mutate({ id: message._id, read: !message.read }, { onError: (error) => setFailure(MESSAGES.driver.updateFailed(errorText(error))) });
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
        title="Inbox"
        description="Messages sent through the contact form, newest first."
        actions={
          <div role="group" aria-label="Show" className="inline-flex rounded-lg bg-slate-100 p-1">
            {filterButton(false, 'All')}
            {filterButton(true, 'Unread')}
          </div>
        }
      />
      {failure && <Alert className="mb-4">{failure}</Alert>}
      <ListStates
        isPending={messages.isPending}
        error={messages.error}
        isEmpty={messages.items.length === 0}
        loadingLabel="Loading messages…"
        empty={<EmptyState icon="inbox" title={unreadOnly ? 'No unread messages.' : 'No messages yet.'} />}
      >
        <ul className="space-y-3" aria-label="Messages">
          {messages.items.map((message) => (
            <li key={message._id}>
              <MessageCard message={message} onToggleRead={() => toggleRead(message)} busy={mark.isPending && mark.variables?.id === message._id} />
            </li>
          ))}
        </ul>
        <LoadMore
          shown={messages.items.length}
          hasNextPage={messages.hasNextPage}
          isFetchingNextPage={messages.isFetchingNextPage}
          fetchNextPage={messages.fetchNextPage}
          noun={['message', 'messages']}
        />
      </ListStates>
    </>
  );
}

function MessageCard({ message, onToggleRead, busy }: { message: ContactMessage; onToggleRead: () => void; busy: boolean }) {
  const subject = message.subject || '(no subject)';
  return (
    <article
      aria-label={`${message.read ? '' : 'Unread: '}${subject}, from ${message.name}`}
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
          <span className={`ml-2 rounded-full px-2 py-0.5 font-semibold ${message.read ? 'bg-slate-100 text-slate-600' : 'bg-teal-100 text-teal-900'}`}>{message.read ? 'Read' : 'Unread'}</span>
        </p>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" size="sm" onClick={onToggleRead} disabled={busy}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
        <a
          href={mailtoHref(message.email, { subject: `Re: ${message.subject || 'your message to LankaRide'}` })}
          className="inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          Reply by email
        </a>
      </div>
    </article>
  );
}
