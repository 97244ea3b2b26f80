import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '../../components/Container';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { useDocumentTitle } from '../../lib/document-title';

/** The frame of the sign-in and registration pages: the tab's title, and a card beside a calm illustration. */
export function AuthCard({ pageTitle, title, subtitle, children, wide = false }: { pageTitle: string; title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean }) {
  const m = useMessages();
  useDocumentTitle(pageTitle);
  return (
    <Container className="py-10 sm:py-16">
      <div className={`mx-auto grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-slate-900/5 ${wide ? 'max-w-5xl' : 'max-w-4xl'} lg:grid-cols-[1fr_1.15fr]`}>
        <div className="dark-surface relative hidden min-h-full bg-teal-900 lg:block">
          <img src="/images/hero.svg" alt="" className="absolute inset-0 size-full object-cover opacity-70" />
          <div className="absolute inset-0 bg-gradient-to-t from-teal-950/90 via-teal-950/30 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-8 text-white">
            <p className="text-2xl font-bold">{m.accountUi.authCard.greeting}</p>
            <p className="mt-2 text-teal-50/90">{m.accountUi.authCard.welcome}</p>
          </div>
        </div>
        <div className="p-6 sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-2 text-slate-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </Container>
  );
}

/**
 * Where an account page's answer appears, above its form: it takes focus, and so is shown and
 * read out, each time `focusOn` changes to a value.
 */
export function AnswerRegion({ focusOn, children }: { focusOn: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOn) ref.current?.focus();
  }, [focusOn]);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      {children}
    </div>
  );
}
