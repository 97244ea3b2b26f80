import type { ReactNode } from 'react';

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

/** The heading band at the top of inner pages. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="border-b border-teal-900/10 bg-gradient-to-br from-teal-800 to-teal-950 text-white">
      <Container className="py-10 sm:py-14">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">{eyebrow}</p>}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-teal-50/90">{children}</div>}
      </Container>
    </div>
  );
}
