import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MESSAGES, contactSchema } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Field, inputClass } from '../../components/Field';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { isApiError } from '../../lib/api';
import { useSendContactMessage } from './api';
import { ContactDetails } from '../../components/ContactDetails';

type ContactInput = z.input<typeof contactSchema>;
type ContactValues = z.output<typeof contactSchema>;

/** Spec section 8: the server's error, else the status text, else the unexpected-error sentence. */
export function contactErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? MESSAGES.contact.failed(error.statusText);
  return MESSAGES.contact.unexpected;
}

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

/** /contact: a message to the LankaRide team. Success clears the form. */
export function ContactPage() {
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  const onSubmit = (values: ContactValues) => {
    setResult(null);
    send.mutate(values, {
      onSuccess: (response) => {
        setResult({ tone: 'success', text: response?.message ?? MESSAGES.contact.success });
        reset(EMPTY);
      },
      onError: (error) => setResult({ tone: 'error', text: contactErrorMessage(error) }),
    });
  };

  return (
    <>
      <title>Contact us · LankaRide</title>
      <PageHeader eyebrow="We’re here to help" title="Contact us">
        <p>Questions about a booking, a custom tour or a long-term rental? Write to us and we’ll reply within a few hours.</p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_340px]">
          <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h2 className="text-lg font-bold text-slate-900">Send us a message</h2>
            {result && <Alert tone={result.tone}>{result.text}</Alert>}
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="contact-name" label="Name" error={errors.name?.message} required>
                {(a11y) => <input {...a11y} {...register('name')} autoComplete="name" className={inputClass} />}
              </Field>
              <Field id="contact-email" label="Email" error={errors.email?.message} required>
                {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
              </Field>
            </div>
            <Field id="contact-subject" label="Subject" error={errors.subject?.message} hint="Optional">
              {(a11y) => <input {...a11y} {...register('subject')} className={inputClass} />}
            </Field>
            <Field id="contact-message" label="Message" error={errors.message?.message} required>
              {(a11y) => <textarea {...a11y} {...register('message')} rows={6} className={inputClass} />}
            </Field>
            <Button type="submit" size="lg" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send message'}
            </Button>
          </form>
          <aside className="dark-surface space-y-5 rounded-2xl bg-teal-900 p-6 text-teal-50 sm:p-8">
            <h2 className="text-lg font-bold text-white">Reach us directly</h2>
            <ContactDetails size="md" />
          </aside>
        </div>
      </Container>
    </>
  );
}
