import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY, MESSAGES } from '@app/shared';
import { ENGLISH_PAGE_MESSAGES } from '../../../lib/i18n/page-messages';
import { bodyOf, ADMIN_USER } from '../../../test/fixtures';
import { json, mockFetch, renderRoutes, storeSession } from '../../../test/render';
import { PricingPolicyPage } from './PricingPolicyPage';
import '../../../test/patience';

const T = ENGLISH_PAGE_MESSAGES.pricingUi;

function setup() {
  let saved: Record<string, unknown> | null = null;
  const fetch = mockFetch((url, init) => {
    if (init.method === 'PUT') {
      saved = bodyOf(init) as Record<string, unknown>;
      return json({ ...DEFAULT_PRICING_POLICY, ...saved, currencies: DEFAULT_PRICING_POLICY.currencies, updatedAt: '2026-11-24T06:00:00.000Z' });
    }
    if (url.pathname === '/api/admin/pricing-policy') return json({ ...DEFAULT_PRICING_POLICY, updatedAt: null });
    return json({ error: 'Not found' }, 404);
  });
  storeSession(ADMIN_USER);
  renderRoutes([{ path: '/admin/pricing', element: <PricingPolicyPage /> }], '/admin/pricing');
  return { fetch, saved: () => saved };
}

describe('the pricing policy page', () => {
  it('shows the policy with each rate’s date, and saves a change as numbers with the tiers', async () => {
    const page = setup();
    const deposit = await screen.findByLabelText(T.depositPercent, { exact: false });
    expect(deposit).toHaveValue(10);
    expect(screen.getByTestId('policy-saved-at')).toHaveTextContent(T.neverSaved);
    expect(screen.getByLabelText(T.perUsd('LKR'), { exact: false })).toHaveValue(300);
    expect(screen.getAllByText(/^Set \d\d\/\d\d\/\d\d/)).toHaveLength(7);
    expect(screen.getAllByRole('listitem', { name: /^Tier / })).toHaveLength(3);

    await userEvent.clear(deposit);
    await userEvent.type(deposit, '25');
    // Round trips (decision 105): the allowance a night and the day's driving limit.
    expect(screen.getByLabelText(T.tourNightAllowance, { exact: false })).toHaveValue(7);
    const maxDriving = screen.getByLabelText(T.maxDrivingMinutes, { exact: false });
    expect(maxDriving).toHaveValue(480);
    await userEvent.clear(maxDriving);
    await userEvent.type(maxDriving, '420');
    await userEvent.click(screen.getByRole('button', { name: T.addTier }));
    const fourth = screen.getByRole('listitem', { name: T.tierLabel(4) });
    const hours = within(fourth).getByLabelText(T.hoursBefore, { exact: false });
    await userEvent.clear(hours);
    await userEvent.type(hours, '168');
    const percent = within(fourth).getByLabelText(T.refundPercent, { exact: false });
    await userEvent.clear(percent);
    await userEvent.type(percent, '100');
    await userEvent.click(screen.getByRole('button', { name: T.save }));

    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(page.saved()).toMatchObject({
      depositPercent: 25,
      driverPerDay: 50,
      tourNightAllowance: 7,
      maxDrivingMinutesPerDay: 420,
      // Kept most hours first, as the refund rule reads them.
      cancellationTiers: [
        { hoursBefore: 168, refundPercent: 100 },
        { hoursBefore: 48, refundPercent: 90 },
        { hoursBefore: 24, refundPercent: 50 },
        { hoursBefore: 0, refundPercent: 0 },
      ],
    });
    expect((page.saved()!.currencies as unknown[]).length).toBe(7);
  });

  it('says what is wrong next to the field and sends nothing', async () => {
    const page = setup();
    const deposit = await screen.findByLabelText(T.depositPercent, { exact: false });
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '150');
    const first = screen.getByRole('listitem', { name: T.tierLabel(1) });
    const hours = within(first).getByLabelText(T.hoursBefore, { exact: false });
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(MESSAGES.money.numberRange(MESSAGES.fields.depositPercent, 0, 100))).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(MESSAGES.money.tiersDistinct)).toBeInTheDocument());
    expect(page.saved()).toBeNull();
    expect(page.fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('keeps at least one tier and at most six', async () => {
    setup();
    await screen.findByLabelText(T.depositPercent, { exact: false });
    const add = screen.getByRole('button', { name: T.addTier });
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    expect(screen.getAllByRole('listitem', { name: /^Tier / })).toHaveLength(6);
    expect(add).toBeDisabled();
    for (let n = 6; n > 1; n--) await userEvent.click(screen.getByRole('button', { name: T.removeTier(n) }));
    expect(screen.getByRole('button', { name: T.removeTier(1) })).toBeDisabled();
  });
});
