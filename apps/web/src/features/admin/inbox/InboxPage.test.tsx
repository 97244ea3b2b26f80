import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf } from '../../../test/fixtures';
import { InboxPage } from './InboxPage';
import { PATIENCE } from '../../../test/patience';

const messages: ContactMessage[] = [
  { _id: 'm2', name: 'Hans Müller', email: 'hans@example.de', subject: 'German-speaking driver?', message: 'Do you have one for March?', read: false, createdAt: '2026-11-22T10:00:00.000Z' },
  { _id: 'm1', name: 'Aiko', email: 'aiko@example.jp', subject: '', message: 'Thanks for the trip!', read: true, createdAt: '2026-11-20T10:00:00.000Z' },
];

function setup() {
  storeSession(ADMIN_USER);
  return renderRoutes([{ path: '/admin/inbox', element: <InboxPage /> }], '/admin/inbox');
}

describe('the contact inbox', () => {
  it('lists messages newest first with their read state', async () => {
    mockFetch(() => json({ items: messages, nextCursor: null }));
    setup();
    const cards = await screen.findAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('Unread: German-speaking driver?, from Hans Müller');
    expect(within(cards[0]!).getByText('Unread')).toBeInTheDocument();
    expect(cards[1]).toHaveAccessibleName('(no subject), from Aiko');
    expect(within(cards[1]!).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  });

  it('marks a message read, and shows only unread ones on request', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url, init) => {
      if (init.method === 'PATCH') return json({ ...messages[0], read: true });
      return json({ items: url.searchParams.get('unread') === 'true' ? [messages[0]] : messages, nextCursor: null });
    });
    setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as read' }));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(String(patch[0])).toContain('/api/admin/messages/m2');
    expect(bodyOf(patch[1])).toEqual({ read: true });
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)![0])).toContain('unread=true'), PATIENCE);
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads Error: {message} when the inbox cannot load', async () => {
    mockFetch(() => json({ error: 'Nope' }, 500, 'Internal Server Error'));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Nope');
  });
});
