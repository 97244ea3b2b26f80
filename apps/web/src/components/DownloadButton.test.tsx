import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENGLISH_PAGE_MESSAGES as MESSAGES } from '../lib/i18n/page-messages';
import { json, mockFetch, storeSession } from '../test/render';
import { DownloadButton } from './DownloadButton';
import { ReceiptButton } from './ReceiptButton';
import { ConditionReportButton } from './handover/ConditionReportButton';

const BOOKING = 'aaaaaaaa-0000-4000-8000-000000000001';

afterEach(() => vi.restoreAllMocks());

describe('DownloadButton', () => {
  it('says it is busy while the PDF comes, saves it under the fallback name, and says why a failed one failed until the next try', async () => {
    let answer: () => Promise<Response> = async () => json({ error: 'Booking not found' }, 404, 'Not Found');
    let release = () => {};
    mockFetch(() => answer());
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    storeSession();
    render(<DownloadButton path="/api/doc.pdf" fileName="doc.pdf" label="Doc (PDF)" busyLabel="Preparing…" failed={(reason) => `No doc: ${reason}`} testId="download-doc" buttonClassName="min-h-11" />);
    const button = screen.getByTestId('download-doc');
    expect(button).toHaveClass('min-h-11');

    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('No doc: Booking not found');
    expect(button).toHaveTextContent('Doc (PDF)');

    answer = () => new Promise<Response>((resolve) => (release = () => resolve(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }))));
    await userEvent.click(button);
    expect(button).toHaveTextContent('Preparing…');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(clicked).toEqual(['doc.pdf']));
    await waitFor(() => expect(button).toHaveTextContent('Doc (PDF)'));
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('serves the receipt and the condition report, each with its own path, labels and failure sentence', async () => {
    const fetch = mockFetch(() => json({ error: 'Booking not found' }, 404, 'Not Found'));
    storeSession();
    render(
      <>
        <ReceiptButton bookingId={BOOKING} />
        <ConditionReportButton bookingId={BOOKING} />
      </>,
    );
    expect(screen.getByTestId('download-receipt')).toHaveTextContent(MESSAGES.tripsUi.money.receipt);
    expect(screen.getByTestId('download-condition-report')).toHaveTextContent(MESSAGES.handoverUi.report);

    await userEvent.click(screen.getByTestId('download-condition-report'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.handoverUi.reportFailed('Booking not found'));
    await userEvent.click(screen.getByTestId('download-receipt'));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(MESSAGES.tripsUi.money.receiptFailed('Booking not found'));
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([`/api/bookings/${BOOKING}/condition-report.pdf`, `/api/bookings/${BOOKING}/receipt.pdf`]);
  });
});
