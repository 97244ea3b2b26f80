import type { ReactNode } from 'react';
import { Container, PageHeader } from './Container';
import { ContactDetails } from './ContactDetails';

/** The contact form's words, shared by the form and the skeleton that shows them while the page's code loads. */
export const CONTACT_TEXT = {
  formTitle: 'Send us a message',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  optional: 'Optional',
  message: 'Message',
  send: 'Send message',
  sending: 'Sending…',
} as const;

export const CONTACT_FORM_CARD = 'space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';

/** The message box's height (six lines of text, as the form's textarea has). */
export const CONTACT_MESSAGE_HEIGHT = 'h-[10.375rem]';

/**
 * The contact page around its form: the heading band, and the company's details beside the form.
 * The page and its loading skeleton both draw it, so the page arrives without anything moving.
 */
export function ContactFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="We’re here to help" title="Contact us">
        <p>Questions about a booking, a custom tour or a long-term rental? Write to us and we’ll reply within a few hours.</p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_340px]">
          {children}
          <aside className="dark-surface space-y-5 rounded-2xl bg-teal-900 p-6 text-teal-50 sm:p-8">
            <h2 className="text-lg font-bold text-white">Reach us directly</h2>
            <ContactDetails size="md" />
          </aside>
        </div>
      </Container>
    </>
  );
}
