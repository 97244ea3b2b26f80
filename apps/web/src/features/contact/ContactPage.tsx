import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, inputClass } from '../../components/Field';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ErrorSummary, errorSummaryItems } from '../../components/ErrorSummary';
import { isApiError } from '../../lib/api';
import { useFocusResult } from '../../lib/use-focus-result';
import type { Messages } from '../../lib/i18n/catalogs';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { useSendContactMessage } from './api';
import { CONTACT_FORM_CARD, ContactFrame } from '../../components/ContactFrame';
import { contactRules, preloadContactRules } from './contact-rules';
import type { ContactInput, ContactValues } from './contact-types';

/** Spec section 8: the server's error, else the status text, else the unexpected-error sentence. */
export function contactErrorMessage(error: unknown, m: Messages): string {
  if (isApiError(error)) return error.serverMessage ?? m.contact.failed(error.statusText);
  return m.contact.unexpected;
}

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

const FIELDS = [
  { name: 'name', id: 'contact-name' },
  { name: 'email', id: 'contact-email' },
  { name: 'subject', id: 'contact-subject' },
  { name: 'message', id: 'contact-message' },
] as const;

/** /contact: a message to the LankaRide team. Success clears the form. */
export function ContactPage() {
  const m = useMessages();
  const T = m.accountUi.contact;
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: contactRules, defaultValues: EMPTY });

  // The result shows at the top of the form, above the screen of a phone whose visitor just
  // pressed Send at the bottom: focus moves to it and brings it into view.
  const resultBox = useFocusResult<HTMLDivElement>(result);

  const onSubmit = (values: ContactValues) => {
    setResult(null);
    send.mutate(values, {
      onSuccess: (response) => {
        setResult({ tone: 'success', text: response?.message ?? m.contact.success });
        reset(EMPTY);
      },
      onError: (error) => setResult({ tone: 'error', text: contactErrorMessage(error, m) }),
    });
  };

  return (
    <>
      <ContactFrame>
        <form onSubmit={handleSubmit(onSubmit)} onFocus={() => void preloadContactRules().catch(() => undefined)} noValidate className={CONTACT_FORM_CARD}>
          <h2 className="text-lg font-bold text-slate-900">{T.formTitle}</h2>
          {result && (
            <div ref={resultBox} tabIndex={-1} className="rounded-lg" data-testid="contact-result">
              <Alert tone={result.tone}>{result.text}</Alert>
            </div>
          )}
          <ErrorSummary items={errorSummaryItems(errors, FIELDS)} attempt={submitCount} />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="contact-name" announce={false} label={m.fields.name} error={errors.name?.message} required>
              {(a11y) => <input {...a11y} {...register('name')} autoComplete="name" className={inputClass} />}
            </Field>
            <Field id="contact-email" announce={false} label={m.fields.email} error={errors.email?.message} required>
              {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
            </Field>
          </div>
          <Field id="contact-subject" announce={false} label={m.fields.subject} error={errors.subject?.message} hint={m.accountUi.common.optional}>
            {(a11y) => <input {...a11y} {...register('subject')} className={inputClass} />}
          </Field>
          <Field id="contact-message" announce={false} label={m.fields.message} error={errors.message?.message} required>
            {(a11y) => <textarea {...a11y} {...register('message')} rows={6} className={inputClass} />}
          </Field>
          <Button type="submit" size="lg" disabled={send.isPending}>
            {send.isPending ? T.sending : T.send}
          </Button>
        </form>
      </ContactFrame>
    </>
  );
}
