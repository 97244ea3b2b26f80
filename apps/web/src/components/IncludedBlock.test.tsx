import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDateTimeToEpochMs } from '@app/shared';
import { PUBLIC_PRICING, json, mockFetch, renderPage } from '../test/render';
import { ENGLISH_PAGE_MESSAGES } from '../lib/i18n/page-messages';
import { formatMomentInZone } from '../lib/format';
import { IncludedBlock } from './IncludedBlock';

const I = ENGLISH_PAGE_MESSAGES.factsUi.included;

describe('the Included / not included block', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on the vehicle page: the rules of the published policy for both driver options, the insurance and the refund tiers', async () => {
    mockFetch(() => json({}), { ...PUBLIC_PRICING, includedKmPerDay: { withDriver: 150, selfDrive: 100 }, tollsParkingIncluded: false, insurance: { en: 'Comprehensive cover; excess $300 for self drive.' } });
    renderPage(<IncludedBlock />);
    const included = await screen.findByTestId('included-list');
    expect(included).toHaveTextContent(I.kilometres(100, 150, '$0.25'));
    expect(included).toHaveTextContent(I.driver('$50.00'));
    expect(included).toHaveTextContent(I.driverMeals);
    expect(included).toHaveTextContent(I.fuelWithDriver);
    const excluded = screen.getByTestId('not-included-list');
    expect(excluded).toHaveTextContent(I.fuelSelfDrive);
    expect(excluded).toHaveTextContent(I.tollsParking);
    const block = screen.getByTestId('included-block');
    expect(block).toHaveTextContent('Comprehensive cover; excess $300 for self drive.');
    expect(block).toHaveTextContent(I.deposit(10));
    // The default tiers: 48 h or more 90%, 24 h or more 50%, later nothing.
    const rules = within(block).getByTestId('cancellation-rules');
    expect(rules).toHaveTextContent(I.tierRule(90, 48));
    expect(rules).toHaveTextContent(I.tierRule(50, 24));
    expect(rules).toHaveTextContent(I.noRefundLater);
  });

  it('says "free cancellation" for a tier that gives everything back, in days when it is whole days; the default insurance sentence when staff wrote none', async () => {
    mockFetch(() => json({}), { ...PUBLIC_PRICING, cancellationTiers: [{ hoursBefore: 72, refundPercent: 100 }, { hoursBefore: 0, refundPercent: 25 }] });
    renderPage(<IncludedBlock />);
    const rules = await screen.findByTestId('cancellation-rules');
    expect(rules).toHaveTextContent(I.freeUntilRule(3));
    expect(rules).toHaveTextContent(I.afterLastTier(25));
    expect(screen.getByTestId('included-block')).toHaveTextContent(I.insuranceDefault);
  });

  it("on the booking form: that option's lines, the trip's kilometres and deposit, and each deadline in Sri Lanka time", async () => {
    mockFetch(() => json({}));
    const pickupAt = localDateTimeToEpochMs('2030-05-10', '09:00')!;
    renderPage(<IncludedBlock driverOption="selfDrive" trip={{ pickupAt, days: 3, includedKm: 300, depositDue: 13.5 }} />);
    const included = await screen.findByTestId('included-list');
    expect(included).toHaveTextContent(I.kilometresTrip(300, '$0.25'));
    expect(included).not.toHaveTextContent(I.driver('$50.00'));
    expect(screen.getByTestId('not-included-list')).toHaveTextContent(I.fuelNone);
    expect(screen.getByTestId('included-block')).toHaveTextContent(I.depositAmount(10, '$13.50'));
    const deadlines = screen.getByTestId('cancellation-deadlines');
    // 48 and 24 hours before Fri 10 May 2030, 09:00 in Sri Lanka.
    expect(deadlines).toHaveTextContent(I.tierUntil(90, I.sriLankaTime('Wed, May 8, 2030, 09:00')));
    expect(deadlines).toHaveTextContent(I.tierUntil(50, I.sriLankaTime('Thu, May 9, 2030, 09:00')));
  });

  it("adds the tourist's own clock once the page has started, when it differs from Sri Lanka's", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/Berlin' } as Intl.ResolvedDateTimeFormatOptions);
    mockFetch(() => json({}));
    const pickupAt = localDateTimeToEpochMs('2030-05-10', '09:00')!;
    renderPage(<IncludedBlock driverOption="withDriver" trip={{ pickupAt, days: 1, includedKm: 100, depositDue: 5.5 }} />);
    const deadlines = await screen.findByTestId('cancellation-deadlines');
    // Berlin is at +02:00 in May: 09:00 in Colombo is 05:30 there.
    await waitFor(() => expect(deadlines).toHaveTextContent(I.yourTime('Wed, May 8, 2030, 05:30', 'Europe/Berlin')));
    expect(formatMomentInZone(pickupAt, 'Asia/Colombo')).toBeNull();
    expect(formatMomentInZone(pickupAt, 'Asia/Kolkata')).toBeNull();
    expect(formatMomentInZone(pickupAt, 'Asia/Dubai')).toBe('Fri, May 10, 2030, 07:30');
  });
});
