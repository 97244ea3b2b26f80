import { useMessages } from '../lib/i18n/I18nProvider';

/** A loading message that screen readers announce, with a quiet spinner beside it. */
export function Loading({ label, className = '' }: { label?: string; className?: string }) {
  const m = useMessages();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-slate-600 ${className}`}>
      <span className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
      <span>{label ?? m.publicUi.loading}</span>
    </div>
  );
}
