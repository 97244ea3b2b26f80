import type { ReactNode } from 'react';
import type { HandoverCharge } from '@app/shared/handovers';
import { formatPrice } from '../../lib/format';
import { usePageMessages } from '../../lib/i18n/page-messages';

/** A proposed charge in words: the fuel missing at its rate, or a damage with its note. */
export function useChargeText() {
  const T = usePageMessages().handoverUi;
  return (charge: HandoverCharge) => (charge.kind === 'fuel' ? T.chargeFuel(charge.quantity, formatPrice(charge.unitAmount)) : T.chargeDamage(charge.note || '—'));
}

/** The charges a return proposed, each with its state; `actions` adds the office's buttons to a proposed one. */
export function ChargeList({ charges, actions }: { charges: HandoverCharge[]; actions?: (charge: HandoverCharge) => ReactNode }) {
  const T = usePageMessages().handoverUi;
  const text = useChargeText();
  if (charges.length === 0) return <p className="mt-2 text-sm text-slate-600">{T.chargesNone}</p>;
  return (
    <ul className="mt-2 divide-y divide-slate-100" data-testid="handover-charges">
      {charges.map((charge) => (
        <li key={charge._id} className="py-3 text-sm" data-testid={`charge-${charge.kind}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="min-w-0 font-medium break-words text-slate-900">{text(charge)}</p>
            {charge.amount > 0 && <p className="font-semibold text-slate-900 tabular-nums">{formatPrice(charge.amount)}</p>}
          </div>
          <p className="text-slate-600" data-testid="charge-status">
            {charge.decidedBy ? T.decided(T.chargeStatus[charge.status], charge.decidedBy.username) : T.chargeStatus[charge.status]}
          </p>
          {actions && charge.status === 'proposed' && actions(charge)}
        </li>
      ))}
    </ul>
  );
}
