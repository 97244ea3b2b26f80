import { useId, useState, type FormEvent } from 'react';
import type { Booking } from '@app/shared';
import type { HandoverCharge } from '@app/shared/handovers';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { inputClass } from '../../../components/Field';
import { Panel } from '../../../components/Panel';
import { ChargeList } from '../../../components/handover/ChargeList';
import { ConditionReportButton } from '../../../components/handover/ConditionReportButton';
import { handoverFailureText } from '../../../components/handover/HandoverForm';
import { useDecideCharge, useInspections } from '../../../lib/handovers-api';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useFocusResult } from '../../../lib/use-focus-result';

const SHOWN: Booking['bookingStatus'][] = ['confirmed', 'picked_up', 'en_route', 'completed'];

/**
 * On the office's booking page (decision 112): the way to the handover or return form, the two
 * readings once recorded, the condition report's download, and the charges the return proposed, each confirmed (a damage with its
 * amount) or waived; only then do they reach the balance.
 */
export function HandoverPanel({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const T = m.handoverUi;
  const shown = SHOWN.includes(booking.bookingStatus);
  const inspections = useInspections(booking._id);
  const decide = useDecideCharge(booking._id);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useFocusResult<HTMLDivElement>(problem);
  if (!shown) return null;
  const data = inspections.data;
  const next = booking.bookingStatus === 'confirmed' && !data?.handover ? 'handover' : (booking.bookingStatus === 'picked_up' || booking.bookingStatus === 'en_route') && !data?.return ? 'return' : null;

  const send = (charge: HandoverCharge, status: 'confirmed' | 'dismissed', amount?: number) => {
    setProblem(null);
    decide.mutate({ chargeId: charge._id, decision: amount === undefined ? { status } : { status, amount } }, { onError: (error) => setProblem(T.decideFailed(handoverFailureText(error, m))) });
  };

  return (
    <Panel>
      <section aria-labelledby="handover-title" data-testid="handover-panel">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="handover-title" className="text-base font-bold text-slate-900">
            {T.panelTitle}
          </h2>
          {next && (
            <ButtonLink to={`/admin/bookings/${encodeURIComponent(booking._id)}/${next}`} className="min-h-11">
              {next === 'handover' ? T.openHandover : T.openReturn}
            </ButtonLink>
          )}
        </div>
        {data?.handover && (
          <p className="mt-2 text-sm text-slate-800">
            {T.atHandover}: {T.reading(data.handover.odometerKm, data.handover.fuelEighths)}
          </p>
        )}
        {data?.handover && <ConditionReportButton bookingId={booking._id} className="mt-3" />}
        {data?.comparison && (
          <ul className="mt-1 space-y-1 text-sm text-slate-800" data-testid="handover-comparison">
            <li>{T.driven(data.comparison.drivenKm, data.comparison.extraKm)}</li>
            <li>{T.fuelShort(data.comparison.fuelEighthsShort)}</li>
            <li>{T.newMarks(data.comparison.newMarks.length)}</li>
          </ul>
        )}
        {data?.return && (
          <>
            <h3 className="mt-4 text-sm font-bold text-slate-900">{T.charges}</h3>
            <p className="text-sm text-slate-600">{T.chargesHint}</p>
            <ChargeList charges={data.charges} actions={(charge) => <ChargeActions charge={charge} busy={decide.isPending} onDecide={send} />} />
          </>
        )}
        {problem && (
          <div ref={problemRef} tabIndex={-1} className="mt-3">
            <Alert>{problem}</Alert>
          </div>
        )}
      </section>
    </Panel>
  );
}

function ChargeActions({ charge, busy, onDecide }: { charge: HandoverCharge; busy: boolean; onDecide: (charge: HandoverCharge, status: 'confirmed' | 'dismissed', amount?: number) => void }) {
  const T = usePageMessages().handoverUi;
  const id = useId();
  const [amount, setAmount] = useState('');
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.replace(',', '.'));
    onDecide(charge, 'confirmed', charge.kind === 'damage' ? (amount.trim() === '' ? undefined : value) : undefined);
  };
  return (
    <form onSubmit={confirm} className="mt-2 flex flex-wrap items-end gap-2">
      {charge.kind === 'damage' && (
        <div className="min-w-0 grow basis-40">
          <label htmlFor={`${id}-amount`} className="mb-1.5 block text-sm font-medium text-slate-700">
            {T.damageAmount}
          </label>
          <input id={`${id}-amount`} className={inputClass} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
      )}
      <Button type="submit" size="sm" className="min-h-11" disabled={busy}>
        {T.confirm}
      </Button>
      <Button variant="secondary" size="sm" className="min-h-11" disabled={busy} onClick={() => onDecide(charge, 'dismissed')}>
        {T.waive}
      </Button>
    </form>
  );
}
