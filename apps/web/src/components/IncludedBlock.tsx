import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cancellationDeadlines, insuranceText, type DriverOption, type PricingPolicy } from '@app/shared';
import { browserTimeZone, formatMoment, formatMomentInZone, formatPrice } from '../lib/format';
import { activeLanguage } from '../lib/i18n/active-language';
import { usePageMessages } from '../lib/i18n/page-messages';
import { usePublicPricing } from '../lib/pricing';
import { Icon } from './Icon';

/** The trip the booking form has chosen so far: its pickup instant (epoch ms), days, and its quote's figures. */
export interface IncludedTrip {
  pickupAt: number | null;
  days: number;
  includedKm: number;
  depositDue: number;
}

/**
 * The browser's time zone, only after the page has started: a server-rendered page and its first
 * render in the browser say the same (Sri Lanka time alone), then the tourist's own clock is added.
 */
function useTouristZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(browserTimeZone()), []);
  return zone;
}

type Policy = Pick<PricingPolicy, 'includedKmPerDay' | 'extraKmRate' | 'driverPerDay' | 'driverNightAllowance' | 'depositPercent' | 'cancellationTiers' | 'fuelIncluded' | 'tollsParkingIncluded' | 'driverMealsIncluded' | 'insurance'>;

/**
 * "Included / not included" (issue 30): what the price covers and what it does not, the deposit and
 * the refund tiers, all from the pricing policy new bookings are made under. On the vehicle page
 * (no trip yet: the rules, for both driver options) and on the booking form (`driverOption` and
 * `trip`: that option's lines, the trip's kilometres and deposit, and each refund tier's deadline in
 * Sri Lanka time and in the tourist's own). Nothing until the policy is loaded.
 */
export function IncludedBlock({ driverOption, trip, className = '' }: { driverOption?: DriverOption; trip?: IncludedTrip; className?: string }) {
  const { data: policy } = usePublicPricing();
  const zone = useTouristZone();
  const m = usePageMessages();
  const I = m.factsUi.included;
  if (!policy) return null;

  const { included, notIncluded } = lines(policy, I, driverOption, trip);
  const insurance = insuranceText(policy, activeLanguage()) ?? I.insuranceDefault;
  const deposit = trip && trip.depositDue > 0 ? I.depositAmount(policy.depositPercent, formatPrice(trip.depositDue)) : I.deposit(policy.depositPercent);
  const listClass = 'mt-2 space-y-1.5 text-sm';
  return (
    <section aria-labelledby="included-title" className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`} data-testid="included-block">
      <h2 id="included-title" className="text-lg font-bold text-slate-900">
        {I.title}
      </h2>
      <div className="mt-3 grid gap-5 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-emerald-800">{I.includedHeading}</h3>
          <ul className={listClass} data-testid="included-list">
            {included.map((text) => (
              <li key={text} className="flex items-start gap-2 text-slate-800">
                <Icon name="check" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                <span className="min-w-0">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-700">{I.notIncludedHeading}</h3>
          <ul className={listClass} data-testid="not-included-list">
            {notIncluded.map((text) => (
              <li key={text} className="flex items-start gap-2 text-slate-700">
                <Icon name="close" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                <span className="min-w-0">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <dl className="mt-4 space-y-3 border-t border-slate-100 pt-4 text-sm">
        <Row label={I.insuranceLabel} icon="shield">
          <span className="whitespace-pre-line">{insurance}</span>
        </Row>
        <Row label={I.depositLabel} icon="card">
          {deposit}
        </Row>
        <Row label={I.cancellationTitle} icon="calendar">
          <Cancellation policy={policy} trip={trip} zone={zone} />
          <Link to="/cancellation" className="mt-1 inline-block font-medium text-teal-800 underline-offset-2 hover:underline">
            {I.termsLink}
          </Link>
        </Row>
      </dl>
    </section>
  );
}

function Row({ label, icon, children }: { label: string; icon: 'shield' | 'card' | 'calendar'; children: ReactNode }) {
  return (
    // dt and dd are the group's own children (a <dl> allows one <div> around them, no deeper).
    <div className="min-w-0">
      <dt className="flex items-start gap-2 font-semibold text-slate-900">
        <Icon name={icon} className="mt-0.5 size-4 shrink-0 text-teal-700" />
        {label}
      </dt>
      <dd className="pl-6 text-slate-700">{children}</dd>
    </div>
  );
}

type IncludedMessages = ReturnType<typeof usePageMessages>['factsUi']['included'];

/** The sentences of both lists, for one driver option or (none given) for both. */
function lines(p: Policy, I: IncludedMessages, option: DriverOption | undefined, trip: IncludedTrip | undefined) {
  const included: string[] = [];
  const notIncluded: string[] = [];
  const rate = formatPrice(p.extraKmRate);
  const km = p.includedKmPerDay;
  if (option && trip && trip.days > 0) included.push(I.kilometresTrip(trip.includedKm, rate));
  else if (option) included.push(I.kilometresSame(km[option], rate));
  else if (km.withDriver === km.selfDrive) included.push(I.kilometresSame(km.selfDrive, rate));
  else included.push(I.kilometres(km.selfDrive, km.withDriver, rate));

  if (option !== 'selfDrive') {
    included.push(I.driver(formatPrice(p.driverPerDay)));
    (p.driverMealsIncluded ? included : notIncluded).push(p.driverMealsIncluded ? I.driverMeals : I.driverMealsNot);
    included.push(p.driverNightAllowance > 0 ? I.driverNights(formatPrice(p.driverNightAllowance)) : I.driverNightsIncluded);
  }

  const fuel = p.fuelIncluded;
  if (option) (fuel[option] ? included : notIncluded).push(fuel[option] ? I.fuelBoth : option === 'selfDrive' ? I.fuelNone : I.fuelBoth);
  else if (fuel.withDriver && fuel.selfDrive) included.push(I.fuelBoth);
  else if (!fuel.withDriver && !fuel.selfDrive) notIncluded.push(I.fuelNone);
  else if (fuel.withDriver) {
    included.push(I.fuelWithDriver);
    notIncluded.push(I.fuelSelfDrive);
  } else {
    included.push(I.fuelSelfDriveIncluded);
    notIncluded.push(I.fuelWithDriver);
  }
  (p.tollsParkingIncluded ? included : notIncluded).push(I.tollsParking);
  return { included, notIncluded };
}

/**
 * The refund tiers: as rules ("free cancellation up to 2 days before pickup") without a pickup, as
 * deadlines with one, each in Sri Lanka time and (once the page has started) the tourist's own.
 */
function Cancellation({ policy, trip, zone }: { policy: Policy; trip?: IncludedTrip; zone: string | null }) {
  const I = usePageMessages().factsUi.included;
  const tiers = cancellationDeadlines(policy.cancellationTiers, trip?.pickupAt ?? 0);
  const last = tiers.at(-1);
  const ending = tiers.filter((t) => t.hoursBefore > 0);
  const after = last && last.hoursBefore === 0 ? (last.refundPercent > 0 ? I.afterLastTier(last.refundPercent) : I.noRefundLater) : null;

  if (!trip || trip.pickupAt === null) {
    return (
      <ul className="space-y-0.5" data-testid="cancellation-rules">
        {ending.map((t) => (
          <li key={t.hoursBefore}>
            {t.refundPercent === 100
              ? t.hoursBefore % 24 === 0
                ? I.freeUntilRule(t.hoursBefore / 24)
                : I.freeUntilRuleHours(t.hoursBefore)
              : I.tierRule(t.refundPercent, t.hoursBefore)}
          </li>
        ))}
        {after && <li>{after}</li>}
        {trip && <li className="text-slate-500">{I.choosePickup}</li>}
      </ul>
    );
  }
  const now = Date.now();
  return (
    <ul className="space-y-1" data-testid="cancellation-deadlines">
      {ending.map((t) => {
        const colombo = I.sriLankaTime(formatMoment(new Date(t.until).toISOString()));
        const own = zone ? formatMomentInZone(t.until, zone) : null;
        const when = own ? `${colombo} · ${I.yourTime(own, zone!.replace(/_/g, ' '))}` : colombo;
        const passed = t.until <= now;
        return (
          <li key={t.hoursBefore} className={passed ? 'text-slate-500' : undefined}>
            {t.refundPercent === 100 ? I.freeUntil(when) : I.tierUntil(t.refundPercent, when)}
            {passed && <span className="ms-1 no-underline"> ({I.passed})</span>}
          </li>
        );
      })}
      {after && <li>{after}</li>}
    </ul>
  );
}

