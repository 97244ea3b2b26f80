import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderRoutes, storeSession } from '../../test/render';
import { setActiveLanguage } from '../../lib/i18n/active-language';
import { AccountPage } from './AccountPage';

const A = MESSAGES.account;
const ME = { _id: 'u1', username: 'Emma Wilson', email: 'emma@example.com', phone: '+44 7700 900123', role: 'tourist', createdAt: '2026-01-01T00:00:00Z' };

function setup(handler: Parameters<typeof mockFetch>[0]) {
  storeSession();
  const fetch = mockFetch(handler);
  renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
  return fetch;
}

describe('the Account page', () => {
  afterEach(() => setActiveLanguage('en'));

  it('shows the e-mail read-only and saves name and phone, keeping the session’s name in step', async () => {
    const user = userEvent.setup();
    const fetch = setup((_url, init) => (init.method === 'PUT' ? json({ ...ME, username: 'Emma W.', phone: '' }) : json(ME)));
    const details = await screen.findByRole('form', { name: 'Your details' });
    expect(within(details).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(details).getByLabelText(/Name/)).toHaveValue('Emma Wilson');
    await user.clear(within(details).getByLabelText(/Name/));
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByText(A.nameRequired)).toBeInTheDocument();
    await user.type(within(details).getByLabelText(/Name/), 'Emma W.');
    await user.clear(within(details).getByLabelText(/Phone/));
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    const saved = await within(details).findByText(A.updated);
    expect(saved.closest('[tabindex="-1"]')).toHaveFocus();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('/api/users/me');
    expect(JSON.parse(put[1]!.body as string)).toEqual({ username: 'Emma W.', phone: '', country: null });
    expect(JSON.parse(localStorage.getItem('authUser')!).username).toBe('Emma W.');
  });

  it('a tourist gives or clears their country, shown with their reviews (decision 097)', async () => {
    const user = userEvent.setup();
    const fetch = setup((_url, init) => (init.method === 'PUT' ? json({ ...ME, ...JSON.parse(init.body as string) }) : json({ ...ME, country: 'GB' })));
    const details = await screen.findByRole('form', { name: 'Your details' });
    const country = await within(details).findByRole('combobox', { name: /^Country/ });
    expect(within(details).getByText('Optional. Shown with your reviews.')).toBeInTheDocument();
    await waitFor(() => expect(country).toHaveValue('GB'));
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('United Kingdom');
    await user.selectOptions(country, 'Sri Lanka');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await within(details).findByText(A.updated);
    const put = () => JSON.parse(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1)![1]!.body as string);
    expect(put()).toMatchObject({ country: 'LK' });
    await user.selectOptions(country, 'Not given');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(put()).toMatchObject({ country: null }));
  });

  it('changes the password: the new one twice, the server’s refusal shown, and the fresh token kept', async () => {
    const user = userEvent.setup();
    let wrong = true;
    const fetch = setup((url) => {
      if (url.pathname === '/api/users/me/password') {
        return wrong
          ? json({ error: A.currentPasswordWrong, details: [A.currentPasswordWrong] }, 400, 'Bad Request')
          : json({ message: A.passwordChanged, token: 'fresh.token.value', user: ME });
      }
      return json(ME);
    });
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/Current password/), 'old-one');
    await user.type(within(form).getByLabelText('New password *'), 'new-pass-1');
    await user.type(within(form).getByLabelText(/New password again/), 'new-pass-2');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(A.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/New password again/));
    await user.type(within(form).getByLabelText(/New password again/), 'new-pass-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(A.currentPasswordWrong)).toBeInTheDocument();
    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(A.passwordChanged)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('fresh.token.value');
    expect(within(form).getByLabelText(/Current password/)).toHaveValue('');
    const sent = fetch.mock.calls.filter(([url]) => String(url).includes('/password')).map(([, init]) => JSON.parse(init!.body as string));
    expect(sent.at(-1)).toEqual({ currentPassword: 'old-one', newPassword: 'new-pass-1' });
  });

  it('switches the site’s language at once, each language named in itself, and says so', async () => {
    const user = userEvent.setup();
    setup(() => json(ME));
    const select = await screen.findByRole('combobox', { name: 'Language for the site and e-mails' });
    expect(select).toHaveValue('en');
    expect(select).toHaveAccessibleDescription('The site and your e-mails use this language.');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.getAttribute('lang'), o.textContent])).toContainEqual(['de', 'de', 'Deutsch']);
    expect(options).toHaveLength(7);
    await user.selectOptions(select, 'de');
    // The notice is in the new language; whatever its words, it names the language.
    await screen.findByText(/Deutsch/, { selector: '[role="status"] p' });
    expect(select).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('lang')).toBe('de');
  });
});
