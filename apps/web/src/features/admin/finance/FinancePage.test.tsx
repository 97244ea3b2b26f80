import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, colomboToday, type FinanceSummary } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { ADMIN_USER } from '../../../test/fixtures';
import { FinancePage } from './FinancePage';
import '../../../test/patience';

// jsdom has no canvas: the chart's drawing (Chart.js, a chunk of its own) is replaced; the page's
// data, the canvas's label and the chart's table are what these tests read.
const draw = vi.hoisted(() => vi.fn((_canvas: HTMLCanvasElement, _input: { labels: string[]; series: { label: string; values: number[] }[] }) => () => {}));
vi.mock('./draw-revenue-chart', () => ({ drawRevenueChart: draw }));

const months = Array.from({ length: 12 }, (_, i) => {
  const month = i < 9 ? `2030-${String(i + 4).padStart(2, '0')}` : `2031-0${i - 8}`;
  return { month, received: 0, refunded: 0, net: 0 };
});

const summary: FinanceSummary = {
  from: '2031-03-01',
  to: '2031-03-31',
  receivedPerDay: [
    { date: '2031-03-10', byMethod: { cash: 20.1, card: 9.38, bank_transfer: 0, payhere: 0 }, total: 29.48 },
    { date: '2031-03-11', byMethod: { cash: 0, card: 0, bank_transfer: 0.2, payhere: 0.1 }, total: 0.3 },
  ],
  receivedByMethod: { cash: 20.1, card: 9.38, bank_transfer: 0.2, payhere: 0.1 },
  totalReceived: 29.78,
  refundsPaid: 5,
  depositsOutstanding: { count: 3, amount: 54 },
  refundsDue: { count: 1, amount: 16.2, bookings: [{ _id: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5', customerName: 'Emma Wilson', vehicleName: 'Toyota Prius', amount: 16.2 }] },
  revenuePerMonth: months.map((m) => (m.month === '2031-03' ? { month: m.month, received: 29.78, refunded: 5, net: 24.78 } : m)),
};

function renderFinance(answer: (url: URL, init: RequestInit) => Response | Promise<Response> = () => json(summary), entry = '/admin/finance') {
  const fetchMock = mockFetch(answer);
  storeSession(ADMIN_USER);
  renderRoutes([{ path: '/admin/finance', element: <FinancePage /> }], entry);
  return fetchMock;
}

const financeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/finance');

describe('the finance page', () => {
  beforeEach(() => draw.mockClear());

  it('asks for the last 30 days by default and shows the tiles', async () => {
    const fetchMock = renderFinance();
    const tiles = await screen.findByTestId('finance-tiles');
    const today = colomboToday();
    expect(financeCalls(fetchMock)[0]!.search).toBe(`?from=${addDays(today, -29)}&to=${today}`);
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer header.payload.signature' });
    const tile = (label: string) => within(tiles).getByText(label).parentElement!;
    expect(tile('Received in this period')).toHaveTextContent('$29.78');
    expect(tile('Refunds paid in this period')).toHaveTextContent('$5.00');
    expect(tile('Deposits outstanding')).toHaveTextContent('$54.00');
    expect(tile('Deposits outstanding')).toHaveTextContent('3 bookings');
    expect(tile('Refunds due')).toHaveTextContent('$16.20');
    expect(tile('Refunds due')).toHaveTextContent('1 booking');
  });

  it('shows money received per day and method, with the period totals', async () => {
    renderFinance(undefined, '/admin/finance?from=2031-03-01&to=2031-03-31');
    const table = within(await screen.findByRole('table', { name: 'Money received per day and method, 1 Mar 2031 to 31 Mar 2031' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Cash', 'Card', 'Bank transfer', 'PayHere', 'Total']);
    const cells = (name: string) => within(table.getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((td) => td.textContent);
    expect(cells('10 Mar 2031')).toEqual(['$20.10', '$9.38', '$0.00', '$0.00', '$29.48']);
    expect(cells('11 Mar 2031')).toEqual(['$0.00', '$0.00', '$0.20', '$0.10', '$0.30']);
    expect(cells('Period total')).toEqual(['$20.10', '$9.38', '$0.20', '$0.10', '$29.78']);
    // Its own box scrolls sideways on a phone, and the keyboard reaches it.
    expect(screen.getByTestId('received-per-day')).toHaveAttribute('tabindex', '0');
  });

  it('draws the revenue chart with a label, and its figures as a table anyone can show', async () => {
    const user = userEvent.setup();
    renderFinance(undefined, '/admin/finance?from=2031-03-01&to=2031-03-31');
    const chart = await screen.findByRole('img', { name: /^Bar chart of money received and refunded per month, April 2030 to March 2031/ });
    expect(chart.tagName).toBe('CANVAS');
    await waitFor(() => expect(draw).toHaveBeenCalled());
    const [canvas, input] = draw.mock.calls.at(-1)!;
    expect(canvas).toBe(chart);
    expect(input.labels).toHaveLength(12);
    expect(input.labels.at(-1)).toBe('March 2031');
    expect(input.series.map((s) => [s.label, s.values.at(-1)])).toEqual([['Received', 29.78], ['Refunded', 5]]);

    // The text alternative is in the page for screen readers, hidden from sight until asked for.
    const figures = screen.getByTestId('revenue-table');
    expect(figures).toHaveClass('sr-only');
    const march = within(figures).getByRole('rowheader', { name: 'March 2031' }).closest('tr')!;
    expect(within(march).getAllByRole('cell').map((td) => td.textContent)).toEqual(['$29.78', '$5.00', '$24.78']);
    const toggle = screen.getByRole('button', { name: 'Show the figures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the figures' })).toHaveAttribute('aria-expanded', 'true');
    expect(figures).not.toHaveClass('sr-only');
  });

  it('lists the refunds due, each linking to its booking', async () => {
    renderFinance();
    const table = within(await screen.findByRole('table', { name: 'Bookings with a refund still to pay' }));
    const row = table.getByText('Emma Wilson').closest('tr')!;
    expect(within(row).getByRole('link', { name: '8C1CD9' })).toHaveAttribute('href', '/admin/bookings/8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5');
    expect(row).toHaveTextContent('Toyota Prius');
    expect(row).toHaveTextContent('$16.20');
  });

  it('says when a period has no payments', async () => {
    renderFinance(() => json({ ...summary, receivedPerDay: [], receivedByMethod: { cash: 0, card: 0, bank_transfer: 0, payhere: 0 }, totalReceived: 0, refundsDue: { count: 0, amount: 0, bookings: [] } }));
    expect(await screen.findByText('No payments in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('received-per-day')).not.toBeInTheDocument();
    expect(screen.getByText('No refunds are due.')).toBeInTheDocument();
  });

  it('shows the error when the figures cannot be loaded', async () => {
    renderFinance(() => json({ error: 'Database unavailable', code: 'api.databaseUnavailable' }, 503));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error:/);
  });

  it('checks the period before asking: to before from is refused beside the field; a good one is asked for', async () => {
    const user = userEvent.setup();
    const fetchMock = renderFinance(undefined, '/admin/finance?from=2031-03-01&to=2031-03-31');
    await screen.findByTestId('finance-tiles');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('2031-03-01');
    await user.clear(to);
    await user.type(to, '2031-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('to must not be before from')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(financeCalls(fetchMock)).toHaveLength(1);

    await user.clear(to);
    await user.type(to, '2031-03-15');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(financeCalls(fetchMock).at(-1)!.search).toBe('?from=2031-03-01&to=2031-03-15'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/finance?from=2031-03-01&to=2031-03-15');
  });

  it('downloads the period’s CSV with the session’s token', async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFrecordedAt,bookingId\r\n';
    const fetchMock = renderFinance((url) => (url.pathname.endsWith('.csv') ? new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="lankaride-payments-2031-03-01-2031-03-31.csv"' } }) : json(summary)), '/admin/finance?from=2031-03-01&to=2031-03-31');
    const saved: { href: string; download: string }[] = [];
    // jsdom has no object URLs: these stand in for the browser's, and are put back afterwards.
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:finance');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toEqual([{ href: 'blob:finance', download: 'lankaride-payments-2031-03-01-2031-03-31.csv' }]));
      const call = fetchMock.mock.calls.find(([input]) => String(input).includes('payments.csv'))!;
      expect(String(call[0])).toBe('/api/admin/payments.csv?from=2031-03-01&to=2031-03-31');
      expect(call[1]!.headers).toEqual({ Authorization: 'Bearer header.payload.signature' });
      const blob = createObjectURL.mock.calls[0]![0];
      expect(blob.size).toBe(new TextEncoder().encode(csv).length);
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
