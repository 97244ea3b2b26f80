/** A loading message that screen readers announce, with a quiet spinner beside it. */
export function Loading({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-slate-600 ${className}`}>
      <span className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
