import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n/I18nProvider';
import { Container, PageHeader } from './Container';
import { ContactDetails } from './ContactDetails';

export const CONTACT_FORM_CARD = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';

/** The message box's height (six lines of text, as the form's textarea has). */
export const CONTACT_MESSAGE_HEIGHT = 'h-[10.375rem]';

/**
 * The contact page around its form: the heading band, and the company's details beside the form.
 * The page and its loading skeleton both draw it (and the form's words, `accountUi.contact`), so
 * the page arrives without anything moving.
 */
export function ContactFrame({ children }: { children: ReactNode }) {
  const t = useMessages().publicUi.contact;
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title}>
        <p>{t.intro}</p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_340px]">
          {children}
          <aside className="dark-surface space-y-5 rounded-2xl bg-teal-900 p-6 text-teal-50 sm:p-8">
            <h2 className="text-lg font-bold text-white">{t.reachUs}</h2>
            <ContactDetails size="md" />
          </aside>
        </div>
      </Container>
    </>
  );
}
