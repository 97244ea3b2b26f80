import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const A = MESSAGES.account;

describe('forgot password', () => {
  function setup(entry: Parameters<typeof renderRoutes>[1] = '/forgot-password') {
    return renderRoutes(
      [
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
      entry,
    );
  }

  it('is linked from the login page, carrying the e-mail typed there', async () => {
    const user = userEvent.setup();
    setup('/login');
    await user.type(screen.getByLabelText(/Email/), 'emma@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('emma@example.com');
  });

  it('sends the address, then shows the server’s answer in focus instead of the form', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ message: A.resetRequested }, 202));
    setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.booking.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'Emma@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = await screen.findByText(A.resetRequested);
    expect(sent.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/users/password-reset');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ email: 'emma@example.com' });
  });
});

describe('reset password', () => {
  function setup(search: string) {
    return renderRoutes(
      [
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/login', element: <LoginPage /> },
      ],
      `/reset-password${search}`,
    );
  }

  it('without a token says the link is invalid and offers a new one', async () => {
    setup('');
    expect(await screen.findByText(A.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it('checks the length and the repeat, sends the token with the password, and lands on login with the news', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ message: A.resetDone }));
    setup('?token=abc123');
    await user.type(screen.getByLabelText('New password *'), '123');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(MESSAGES.registration.passwordTooShort)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password *'));
    await user.type(screen.getByLabelText('New password *'), 'brand-new');
    await user.type(screen.getByLabelText(/New password again/), 'brand-neu');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(A.passwordsDoNotMatch)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New password again/));
    await user.type(screen.getByLabelText(/New password again/), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(A.resetDone)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ token: 'abc123', password: 'brand-new' });
  });

  it('shows the server’s refusal of a used or expired link, with the way to a new one', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ error: A.resetLinkInvalid, details: [A.resetLinkInvalid] }, 400, 'Bad Request'));
    setup('?token=used');
    await user.type(screen.getByLabelText('New password *'), 'brand-new');
    await user.type(screen.getByLabelText(/New password again/), 'brand-new');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(A.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
