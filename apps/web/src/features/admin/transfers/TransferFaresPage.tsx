import { useState } from 'react';
import { TRANSFER_VEHICLE_TYPES, transferFaresInputSchema, type AdminTransferFare, type TransferVehicleType } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { inputClass } from '../../../components/Field';
import { LoadedRecord } from '../../../components/LoadedRecord';
import { Panel } from '../../../components/Panel';
import { StaffPageHeader } from '../../../components/StaffPageHeader';
import { saveErrorText } from '../../../lib/error-text';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAdminTransfers, useSaveTransferFares } from './api';

/** /admin/transfers: the fixed fare of each destination and vehicle type (issue 32, decision 111). */
export function TransferFaresPage() {
  const T = usePageMessages().transfersAdminUi;
  const [filter, setFilter] = useState('');
  return (
    <LoadedRecord query={useAdminTransfers()} title={T.title} loadingLabel={T.loading}>
      {(rows) => {
        const needle = filter.trim().toLowerCase();
        const shown = needle ? rows.filter((r) => r.placeName.toLowerCase().includes(needle)) : rows;
        return (
          <>
            <StaffPageHeader title={T.title} description={T.description} />
            <Panel>
              <label className="mb-4 block max-w-xs text-sm font-medium text-slate-700">
                {T.filter}
                <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className={`${inputClass} mt-1`} />
              </label>
              <ul className="divide-y divide-slate-100">
                {shown.map((row) => (
                  <FareRow key={row.placeId} row={row} />
                ))}
              </ul>
            </Panel>
          </>
        );
      }}
    </LoadedRecord>
  );
}

function FareRow({ row }: { row: AdminTransferFare }) {
  const m = usePageMessages();
  const T = m.transfersAdminUi;
  const save = useSaveTransferFares();
  const [values, setValues] = useState<Record<TransferVehicleType, string>>(
    () => Object.fromEntries(TRANSFER_VEHICLE_TYPES.map((t) => [t, String(row.fares[t])])) as Record<TransferVehicleType, string>,
  );
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const parsed = transferFaresInputSchema.safeParse({ fares: Object.fromEntries(TRANSFER_VEHICLE_TYPES.map((t) => [t, values[t] === '' ? NaN : Number(values[t])])) });
    if (!parsed.success) {
      setNotice({ tone: 'error', text: parsed.error.issues[0]!.message });
      return;
    }
    try {
      await save.mutateAsync({ placeId: row.placeId, body: parsed.data });
      setNotice({ tone: 'success', text: T.saved(row.placeName) });
    } catch (error) {
      setNotice({ tone: 'error', text: saveErrorText(error) });
    }
  };

  return (
    <li className="py-3" data-testid={`fares-${row.placeId}`}>
      <form onSubmit={onSubmit} noValidate aria-label={row.placeName} className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-sm font-bold text-slate-900">{row.placeName}</h2>
          <p className="text-xs text-slate-600">
            {row.km} {T.km} · {row.setAt ? T.set : T.seeded}
          </p>
        </div>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:items-end">
          {TRANSFER_VEHICLE_TYPES.map((type) => (
            <label key={type} className="text-xs font-medium text-slate-700">
              {m.vehicleTypes[type]}
              <input
                aria-label={T.fareOf(m.vehicleTypes[type], row.placeName)}
                value={values[type]}
                onChange={(e) => setValues((v) => ({ ...v, [type]: e.target.value }))}
                type="number"
                inputMode="decimal"
                step="0.01"
                min={1}
                className={`${inputClass} mt-1`}
              />
            </label>
          ))}
          <Button type="submit" disabled={save.isPending} className="col-span-2 sm:col-span-1">
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
      </form>
    </li>
  );
}
