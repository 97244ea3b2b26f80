import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@app/shared';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { LANGUAGE_STORAGE_KEY, activeLanguage, setActiveLanguage } from '../lib/i18n/active-language';
import { LanguageSwitcher } from './LanguageSwitcher';

afterEach(() => setActiveLanguage('en'));

describe('LanguageSwitcher', () => {
  it('is a select named Language, listing every language in itself', () => {
    render(
      <I18nProvider>
        <LanguageSwitcher />
      </I18nProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('en');
    expect(Array.from(select.options).map((o) => [o.value, o.lang, o.textContent])).toEqual(UI_LANGUAGES.map(({ code, name }) => [code, code, name]));
  });

  it('changes the language at once, keeps the choice and says so', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <LanguageSwitcher />
      </I18nProvider>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /./ }), 'de');
    await screen.findByText(/Deutsch/, { selector: '[role="status"]' });
    expect(screen.getByRole('combobox')).toHaveValue('de');
    expect(activeLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });
});
