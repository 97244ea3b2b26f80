import type { ReactNode } from 'react';
import { Icon } from './Icon';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

/** A message box. Errors are assertive alerts; success and info are polite status messages. */
export function Alert({ tone = 'error', children, className = '' }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${TONES[tone]} ${className}`}
    >
      <Icon name={tone === 'error' ? 'alert' : tone === 'success' ? 'check' : 'info'} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
