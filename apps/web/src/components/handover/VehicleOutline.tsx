import { useId, useState, type MouseEvent } from 'react';
import { HANDOVER_LIMITS, MARK_SIDES, type DamageMark, type MarkSide } from '@app/shared/handovers';
import { Button } from '../Button';
import { inputClass } from '../Field';
import { Icon } from '../Icon';
import { usePageMessages } from '../../lib/i18n/page-messages';

/** The side a point of the outline (0..1, the front at the top) belongs to. */
export function sideAt(x: number, y: number): MarkSide {
  if (y < 0.22) return 'front';
  if (y > 0.78) return 'back';
  if (x < 0.32) return 'left';
  if (x > 0.68) return 'right';
  return 'top';
}

/** Where the keyboard's "add a mark" puts a mark of a side: its middle, moved along for each mark already there. */
const SIDE_CENTRES: Record<MarkSide, { x: number; y: number }> = {
  front: { x: 0.5, y: 0.1 },
  back: { x: 0.5, y: 0.9 },
  left: { x: 0.2, y: 0.5 },
  right: { x: 0.8, y: 0.5 },
  top: { x: 0.5, y: 0.5 },
};

function placeFor(side: MarkSide, count: number): { x: number; y: number } {
  const { x, y } = SIDE_CENTRES[side];
  const step = 0.08 * count;
  const along = side === 'front' || side === 'back' ? { x: Math.min(0.9, Math.max(0.1, x + (count % 2 ? step : -step))), y } : { x, y: Math.min(0.75, Math.max(0.25, y + (count % 2 ? step : -step))) };
  return { x: Math.round(along.x * 1000) / 1000, y: Math.round(along.y * 1000) / 1000 };
}

const W = 200;
const H = 360;

/**
 * Damage marks on a vehicle's outline seen from above: tap (or click) where the damage is, or
 * choose a side and add a mark with the keyboard; each mark has a note.
 */
export function VehicleOutline({ marks, onChange }: { marks: DamageMark[]; onChange: (marks: DamageMark[]) => void }) {
  const T = usePageMessages().handoverUi;
  const id = useId();
  const [side, setSide] = useState<MarkSide>('front');
  const full = marks.length >= HANDOVER_LIMITS.maxMarks;

  const add = (mark: DamageMark) => {
    if (!full) onChange([...marks, mark]);
  };
  const tap = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) * 1000) / 1000;
    const y = Math.round(Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)) * 1000) / 1000;
    add({ x, y, side: sideAt(x, y), note: '' });
  };
  const addAtSide = () => add({ ...placeFor(side, marks.filter((m) => m.side === side).length), side, note: '' });
  const update = (index: number, note: string) => onChange(marks.map((m, i) => (i === index ? { ...m, note } : m)));
  const remove = (index: number) => onChange(marks.filter((_, i) => i !== index));

  return (
    <fieldset>
      <legend className="text-base font-bold text-slate-900">{T.marks}</legend>
      <p className="mt-1 text-sm text-slate-600">{T.marksHint}</p>
      <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={T.outline}
          data-testid="vehicle-outline"
          onClick={tap}
          className="h-72 w-40 shrink-0 cursor-crosshair touch-manipulation select-none"
        >
          <rect x="30" y="10" width="140" height="340" rx="46" className="fill-slate-100 stroke-slate-500" strokeWidth="3" />
          <path d="M48 92 Q100 70 152 92 L144 132 Q100 120 56 132 Z" className="fill-sky-100 stroke-slate-400" strokeWidth="2" />
          <path d="M56 262 Q100 272 144 262 L150 298 Q100 314 50 298 Z" className="fill-sky-100 stroke-slate-400" strokeWidth="2" />
          <rect x="58" y="140" width="84" height="116" rx="10" className="fill-white stroke-slate-300" strokeWidth="2" />
          <rect x="18" y="60" width="14" height="44" rx="5" className="fill-slate-600" />
          <rect x="168" y="60" width="14" height="44" rx="5" className="fill-slate-600" />
          <rect x="18" y="250" width="14" height="44" rx="5" className="fill-slate-600" />
          <rect x="168" y="250" width="14" height="44" rx="5" className="fill-slate-600" />
          {marks.map((mark, index) => (
            <g key={index} transform={`translate(${mark.x * W} ${mark.y * H})`} aria-hidden="true">
              <circle r="11" className="fill-red-600 stroke-white" strokeWidth="2" />
              <text textAnchor="middle" dy="4" className="fill-white text-[11px] font-bold">
                {index + 1}
              </text>
            </g>
          ))}
        </svg>
        <div className="w-full min-w-0 space-y-3">
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 grow">
              <label htmlFor={`${id}-side`} className="mb-1.5 block text-sm font-medium text-slate-700">
                {T.addAt}
              </label>
              <select id={`${id}-side`} className={inputClass} value={side} onChange={(e) => setSide(e.target.value as MarkSide)}>
                {MARK_SIDES.map((s) => (
                  <option key={s} value={s}>
                    {T.sides[s]}
                  </option>
                ))}
              </select>
            </div>
            <Button variant="secondary" onClick={addAtSide} disabled={full} className="min-h-11">
              {T.addMark}
            </Button>
          </div>
          {marks.length === 0 && <p className="text-sm text-slate-600">{T.noMarks}</p>}
          <ol className="space-y-3">
            {marks.map((mark, index) => (
              <li key={index} className="rounded-xl bg-slate-50 p-3" data-testid="damage-mark">
                <label htmlFor={`${id}-note-${index}`} className="mb-1.5 block text-sm font-semibold text-slate-800">
                  {T.markTitle(index + 1, T.sides[mark.side])}
                </label>
                <div className="flex gap-2">
                  <input
                    id={`${id}-note-${index}`}
                    className={`${inputClass} min-w-0 grow`}
                    value={mark.note}
                    maxLength={HANDOVER_LIMITS.noteLength}
                    placeholder={T.markNote}
                    onChange={(e) => update(index, e.target.value)}
                  />
                  <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`${T.removeMark}: ${T.markTitle(index + 1, T.sides[mark.side])}`}>
                    <Icon name="close" className="size-4" />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </fieldset>
  );
}
