import { useId } from 'react';
import { Icon } from './Icon';

/**
 * Stars from 1 to 5 (reviews, decision 094). `StarsInput` is a native radio group: Tab reaches it,
 * the arrow keys choose, and each star is named for screen readers (`optionLabel`); `StarsShown`
 * is one image named by `label`. The words come from the caller (catalog keys).
 */
export function StarsInput({
  legend,
  value,
  onChange,
  optionLabel,
  error,
  testId,
}: {
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  optionLabel: (stars: number) => string;
  error?: string;
  testId?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-700" title={optionLabel(stars)}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <span className="sr-only">{optionLabel(stars)}</span>
            <Icon name="star" className={`size-8 ${value !== null && stars <= value ? 'text-amber-500' : 'text-slate-300'}`} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function StarsShown({ rating, label, size = 'size-4' }: { rating: number; label: string; size?: string }) {
  return (
    <span className="inline-flex gap-0.5 text-amber-500" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((stars) => (
        <Icon key={stars} name="star" className={`${size} ${stars <= Math.round(rating) ? '' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}
