import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES as API, type Review } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderPage, storeSession } from '../../test/render';
import { booking, bodyOf } from '../../test/fixtures';
import { MyBookingsPage } from './MyBookingsPage';

const T = MESSAGES.reviewUi;
const SUNIL = { _id: 'd1', username: 'Sunil Perera', phone: '+94 77 123 4567', languages: ['en'] };
const TRIP = booking({ _id: '3f0c6a43-1d3e-4a55-9a43-6d7c1a0b2c11', bookingStatus: 'completed', pickupDate: '2026-03-07', returnDate: '2026-03-15', driverId: SUNIL });

function review(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'r1',
    bookingId: TRIP._id,
    vehicleId: 'v1',
    vehicle: 'Toyota Prius',
    driverId: 'd1',
    reviewer: 'Emma Wilson',
    firstName: 'Emma',
    country: null,
    tripMonth: '2026-03',
    language: 'en',
    vehicleRating: 4,
    driverRating: 5,
    comment: '',
    status: 'published',
    hiddenReason: null,
    hiddenAt: null,
    createdAt: '2026-03-16T04:00:00.000Z',
    ...overrides,
  };
}

/** My Bookings with the given trips and reviews; POSTs of a review answered by `answer`. */
function setup(opts: { trips?: ReturnType<typeof booking>[]; reviews?: Review[]; answer?: (body: unknown) => Response; path?: string } = {}) {
  const posted: unknown[] = [];
  const reviews = [...(opts.reviews ?? [])];
  mockFetch((url, init) => {
    if (url.pathname === '/api/bookings/my-bookings') return json(opts.trips ?? [TRIP]);
    if (url.pathname === '/api/reviews/mine') return json(reviews);
    if (url.pathname === '/api/date-changes/mine') return json([]);
    if (url.pathname.endsWith('/review') && init.method === 'POST') {
      posted.push(bodyOf(init));
      if (opts.answer) return opts.answer(bodyOf(init));
      const saved = review(bodyOf(init) as Partial<Review>);
      reviews.unshift(saved);
      return json(saved, 201);
    }
    return json([]);
  });
  storeSession();
  renderPage(<MyBookingsPage />, '/manage-bookings', opts.path ?? '/manage-bookings');
  return { posted, user: userEvent.setup() };
}

describe('rating a completed trip from My Bookings (decision 094)', () => {
  it('the e-mail’s link opens the form; stars are chosen by keyboard; the vehicle’s stars are required; the review is sent and shown', async () => {
    const { posted, user } = setup({ path: `/manage-bookings?review=${TRIP._id}` });
    const dialog = await screen.findByRole('dialog', { name: T.formTitle('Toyota Prius') });
    // Without the vehicle's stars: a clear error, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(T.chooseVehicle)).toBeInTheDocument();
    expect(posted).toEqual([]);
    // Keyboard: Tab reaches the group, the arrow keys move along the stars.
    const vehicle = within(dialog).getByRole('group', { name: T.vehicle });
    await user.click(within(vehicle).getByRole('radio', { name: T.starOption(1) }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(vehicle).getByRole('radio', { name: T.starOption(4) })).toBeChecked();
    expect(within(dialog).queryByText(T.chooseVehicle)).not.toBeInTheDocument();
    const driver = within(dialog).getByRole('group', { name: T.driver });
    await user.click(within(driver).getByRole('radio', { name: T.starOption(5) }));
    await user.type(within(dialog).getByLabelText(T.commentLabel), 'Sunil knew every back road.');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() => expect(posted).toEqual([{ vehicleRating: 4, driverRating: 5, comment: 'Sunil knew every back road.', language: 'en' }]));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(screen.getByTestId('your-rating')).toHaveTextContent(T.yourRating(4));
    expect(screen.queryByTestId('rate-trip')).not.toBeInTheDocument();
  });

  it('refuses a phone number or an abusive word in the comment next to it, naming what was found, and sends nothing (decision 097)', async () => {
    const { posted, user } = setup({ path: `/manage-bookings?review=${TRIP._id}` });
    const dialog = await screen.findByRole('dialog', { name: T.formTitle('Toyota Prius') });
    await user.click(within(within(dialog).getByRole('group', { name: T.vehicle })).getByRole('radio', { name: T.starOption(5) }));
    const comment = within(dialog).getByLabelText(T.commentLabel);
    await user.type(comment, 'Book Sunil direct on 077 123 4567');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    const refusal = await within(dialog).findByText(API.validation.contactPhone(API.fields.comment));
    // Next to the comment: the field names it as its error.
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(refusal.textContent!));
    await user.clear(comment);
    await user.type(comment, 'What a sh1t car');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(API.validation.abusive(API.fields.comment))).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(comment);
    await user.type(comment, 'Sunil knew every back road.');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() => expect(posted).toEqual([{ vehicleRating: 5, comment: 'Sunil knew every back road.', language: 'en' }]));
  });

  it('puts the server’s refusal of the comment under the comment', async () => {
    const refusal = API.validation.contactMessenger(API.fields.comment);
    const { user } = setup({
      path: `/manage-bookings?review=${TRIP._id}`,
      answer: () => json({ error: API.api.validationFailed, details: [refusal], detailCodes: [{ code: 'validation.contactMessenger', params: { field: API.fields.comment } }] }, 400),
    });
    const dialog = await screen.findByRole('dialog', { name: T.formTitle('Toyota Prius') });
    await user.click(within(within(dialog).getByRole('group', { name: T.vehicle })).getByRole('radio', { name: T.starOption(4) }));
    const comment = within(dialog).getByLabelText(T.commentLabel);
    await user.type(comment, 'Fine trip.');
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    await waitFor(() => expect(comment).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    expect(within(dialog).queryByText(T.failed(refusal))).toBeNull();
  });

  it('offers the form only for a completed trip not reviewed yet, without driver stars on a self-drive trip, and says why the server refused', async () => {
    const selfDrive = booking({ _id: '5a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', bookingStatus: 'completed', driverOption: 'selfDrive', pickupDate: '2026-02-01', returnDate: '2026-02-03' });
    const reviewed = booking({ _id: '7b2c3d4e-5f60-4a71-8b82-9d0e1f2a3b4c', bookingStatus: 'completed', pickupDate: '2026-01-01', returnDate: '2026-01-03' });
    const upcoming = booking({ _id: '9c3d4e5f-6a71-4b82-9c93-0e1f2a3b4c5d', bookingStatus: 'confirmed', pickupDate: '2099-01-01', returnDate: '2099-01-03' });
    const { user } = setup({
      trips: [selfDrive, reviewed, upcoming],
      reviews: [review({ _id: 'r2', bookingId: reviewed._id, vehicleRating: 3 })],
      answer: () => json({ error: API.review.alreadyReviewed }, 409),
    });
    const buttons = await screen.findAllByTestId('rate-trip');
    expect(buttons).toHaveLength(1);
    expect(screen.getByTestId('your-rating')).toHaveTextContent(T.yourRating(3));
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: T.formTitle('Toyota Prius') });
    expect(within(dialog).queryByRole('group', { name: T.driver })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: T.starOption(2) }));
    await user.click(within(dialog).getByRole('button', { name: T.send }));
    expect(await within(dialog).findByText(T.failed(API.review.alreadyReviewed))).toBeInTheDocument();
    // Not now closes it, and the trip still offers the form.
    await user.click(within(dialog).getByRole('button', { name: T.notNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('rate-trip')).toBeInTheDocument();
  });
});
