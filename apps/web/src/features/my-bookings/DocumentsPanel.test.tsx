import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingDocuments } from '@app/shared/documents';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../../lib/i18n/page-messages';
import { json, mockFetch, renderPage, storeSession } from '../../test/render';
import { booking, bodyOf } from '../../test/fixtures';
import { MyBookingsPage } from './MyBookingsPage';

const T = MESSAGES.documentsUi;
const TRIP = booking({ _id: '5a1c6a43-1d3e-4a55-9a43-6d7c1a0b2c22', bookingStatus: 'confirmed', driverOption: 'selfDrive', driverId: null, pickupDate: '2030-03-07', returnDate: '2030-03-10' });

const answer = (over: Partial<BookingDocuments> = {}): BookingDocuments => ({
  bookingId: TRIP._id,
  permitAtCounter: false,
  documents: [],
  missing: ['licence_front', 'licence_back', 'idp', 'permit'],
  keptDaysAfterTrip: 30,
  ...over,
});

describe("a self-drive booking's documents on My Bookings (decision 107)", () => {
  it('says what is missing, shows staff’s reason, sends a photo as a form and saves the airport-counter choice', async () => {
    let state = answer({
      documents: [
        { _id: 'd1', kind: 'idp', status: 'rejected', reason: 'The photo is blurred', contentType: 'image/webp', uploadedAt: '2030-01-01T00:00:00Z', reviewedBy: { _id: 'a', username: 'Admin' }, reviewedAt: '2030-01-02T00:00:00Z', url: 'http://localhost/api/document-files/x' },
      ],
    });
    const sent: { kind: unknown; file: unknown }[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/bookings/my-bookings') return json([TRIP]);
      if (url.pathname === `/api/bookings/${TRIP._id}/documents` && init.method === 'POST') {
        const form = init.body as FormData;
        sent.push({ kind: form.get('kind'), file: form.get('file') });
        state = answer({ ...state, missing: ['licence_back', 'idp', 'permit'], documents: [...state.documents, { ...state.documents[0]!, _id: 'd2', kind: 'licence_front', status: 'pending', reason: null, reviewedBy: null, reviewedAt: null }] });
        return json(state, 201);
      }
      if (url.pathname.endsWith('/documents/permit-at-counter')) {
        state = { ...state, permitAtCounter: (bodyOf(init) as { atCounter: boolean }).atCounter, missing: state.missing.filter((k) => k !== 'permit') };
        return json(state);
      }
      if (url.pathname === `/api/bookings/${TRIP._id}/documents`) return json(state);
      return json([]);
    });
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings', '/manage-bookings');
    const user = userEvent.setup();
    const panel = await screen.findByTestId('documents');
    expect(await within(panel).findByTestId('documents-missing')).toHaveTextContent(T.missingCount(4));
    expect(within(panel).getByTestId('document-idp')).toHaveTextContent(T.rejectedReason('The photo is blurred'));
    expect(within(panel).getByRole('group', { name: T.send(T.kinds.licence_front) })).toBeInTheDocument();
    expect(within(panel).getByTestId('take-photo-licence_front')).toHaveAttribute('capture', 'environment');

    await user.upload(within(panel).getByTestId('choose-file-licence_front'), new File(['jpeg'], 'licence.jpg', { type: 'image/jpeg' }));
    expect(await within(panel).findByText(T.uploaded(T.kinds.licence_front))).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.kind).toBe('licence_front');
    expect(within(panel).getByTestId('documents-missing')).toHaveTextContent(T.missingCount(3));

    await user.click(within(panel).getByLabelText(T.atCounter));
    await waitFor(() => expect(within(panel).getByTestId('document-permit')).toHaveTextContent(T.status.atCounter));
    expect(within(panel).getByLabelText(T.atCounter)).toBeChecked();
  });

  it('is not shown for a trip with a driver', async () => {
    mockFetch((url) => (url.pathname === '/api/bookings/my-bookings' ? json([{ ...TRIP, driverOption: 'withDriver' }]) : json([])));
    storeSession();
    renderPage(<MyBookingsPage />, '/manage-bookings', '/manage-bookings');
    expect(await screen.findByTestId('booking-ref')).toBeInTheDocument();
    expect(screen.queryByTestId('documents')).toBeNull();
  });
});
