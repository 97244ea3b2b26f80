import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { pseudoMessages } from '../lib/i18n/catalogs';
import { translateSentence } from '../lib/i18n/translate';
import { ErrorSummary } from './ErrorSummary';
import { Field, inputClass } from './Field';

// The shared schemas' errors are English sentences: shown in the page's language (here the pseudo-language).
const english = MESSAGES.validation.tooLong(MESSAGES.fields.phone, 30);
const shown = translateSentence(pseudoMessages(), english);

describe('form errors from the shared schemas', () => {
  it('are shown in the page’s language, under the field and in the summary', () => {
    expect(shown).not.toBe(english);
    render(
      <I18nProvider pseudo>
        <ErrorSummary items={[{ id: 'phone', message: english }]} attempt={1} />
        <Field id="phone" label="Phone" error={english} announce={false}>
          {(a11y) => <input {...a11y} className={inputClass} />}
        </Field>
      </I18nProvider>,
    );
    expect(within(screen.getByTestId('error-summary')).getByRole('link')).toHaveTextContent(shown);
    expect(document.getElementById('phone-error')).toHaveTextContent(shown);
  });

  it('stay as they are when the catalog does not know them', () => {
    render(
      <I18nProvider pseudo>
        <Field id="x" label="X" error="Something only the server says">
          {(a11y) => <input {...a11y} className={inputClass} />}
        </Field>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something only the server says');
  });
});
