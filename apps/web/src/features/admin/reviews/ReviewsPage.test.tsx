import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES as API, type Review, type ReviewSettings } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../../lib/i18n/page-messages';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER, bodyOf } from '../../../test/fixtures';
import { ReviewsPage } from './ReviewsPage';
import '../../../test/patience';

const T = MESSAGES.reviewUi;
const base: Review = {
  _id: 'r1',
  bookingId: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5',
  vehicleId: 'v1',
  vehicle: 'Toyota Prius',
  driverId: null,
  reviewer: 'Claire Dubois',
  firstName: 'Claire',
  country: null,
  tripMonth: '2026-03',
  language: 'fr',
  vehicleRating: 1,
  driverRating: null,
  comment: 'Terrible.',
  status: 'published',
  hiddenReason: null,
  hiddenAt: null,
  createdAt: '2026-03-20T04:00:00.000Z',
};

const SETTINGS: ReviewSettings = { showRealRating: false, rating: { average: 4.2, count: 6 }, updatedAt: null };

describe('the reviews page (decision 094)', () => {
  it('lists reviews with their state; hiding asks for the reason the reviewer reads', async () => {
    let hidden: Review | null = null;
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/review-settings') return json(SETTINGS);
      if (url.pathname === '/api/admin/reviews/r1/hide' && init.method === 'POST') {
        posted.push(bodyOf(init));
        hidden = { ...base, status: 'hidden', hiddenReason: 'Names a member of staff', hiddenAt: '2026-03-21T04:00:00.000Z' };
        return json(hidden);
      }
      return json({ items: [hidden ?? base, { ...base, _id: 'r2', reviewer: 'Lukas Braun', status: 'hidden', hiddenReason: 'Spam', comment: 'Buy now' }], nextCursor: null });
    });
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/reviews', element: <ReviewsPage /> }], '/admin/reviews');
    const user = userEvent.setup();
    expect(await screen.findByText(T.hiddenBecause('Spam'))).toBeInTheDocument();
    const row = screen.getByText('Terrible.').closest('tr')!;
    expect(within(row).getByText(T.published)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: T.hide }));
    const dialog = await screen.findByRole('dialog', { name: T.hideTitle('Claire Dubois') });
    await user.click(within(dialog).getByRole('button', { name: T.hideConfirm }));
    expect(await within(dialog).findByText(API.review.reasonRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByLabelText(T.hideReason, { exact: false }), 'Names a member of staff');
    await user.click(within(dialog).getByRole('button', { name: T.hideConfirm }));
    await waitFor(() => expect(posted).toEqual([{ reason: 'Names a member of staff' }]));
    expect(await screen.findByText(T.hidden)).toBeInTheDocument();
    expect(await screen.findByText(T.hiddenBecause('Names a member of staff'))).toBeInTheDocument();
  });

  it('staff switch the home page between the spec’s claim and the real figures, shown beside the switch (decision 097)', async () => {
    let saved = SETTINGS;
    const put: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/admin/review-settings') {
        if (init.method === 'PUT') {
          put.push(bodyOf(init));
          saved = { ...saved, ...(bodyOf(init) as object), updatedAt: '2034-03-21T04:00:00.000Z' };
        }
        return json(saved);
      }
      return json({ items: [], nextCursor: null });
    });
    storeSession(ADMIN_USER);
    renderRoutes([{ path: '/admin/reviews', element: <ReviewsPage /> }], '/admin/reviews');
    const user = userEvent.setup();
    const panel = await screen.findByTestId('rating-settings');
    expect(await within(panel).findByTestId('real-figures')).toHaveTextContent(`${T.realNow} ${T.average(4.2, 6)}`);
    const toggle = within(panel).getByRole('checkbox', { name: T.showReal });
    expect(toggle).toHaveAccessibleDescription(T.showRealHint);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await within(panel).findByText(T.settingsSaved)).toBeInTheDocument();
    expect(put).toEqual([{ showRealRating: true }]);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(put).toEqual([{ showRealRating: true }, { showRealRating: false }]));
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
