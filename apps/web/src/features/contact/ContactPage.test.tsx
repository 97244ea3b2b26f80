import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/shared';
import { json, mockFetch, renderPage } from '../../test/render';
import { ContactPage } from './ContactPage';

const C = MESSAGES.contact;

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText(/^Name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.subject) await user.type(screen.getByLabelText(/^Subject/), values.subject);
  if (values.message) await user.type(screen.getByLabelText(/^Message/), values.message);
}

describe('contact form', () => {
  it('requires name, email and message; subject is optional', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const messages = (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual([C.nameRequired, C.emailRequired, C.messageRequired]);
  });

  it('checks the email address', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fill(user, { name: 'Ana', email: 'ana@', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(C.emailInvalid)).toBeInTheDocument();
  });

  it('shows the server’s success message and clears the form', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ message: 'Message sent successfully!' }, 201));
    renderPage(<ContactPage />);
    await fill(user, { name: 'Ana', email: 'ana@example.com', subject: 'Tour', message: 'Hello there' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(C.success)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ name: 'Ana', email: 'ana@example.com', subject: 'Tour', message: 'Hello there' });
  });

  it('shows the server’s error, else the status text', async () => {
    const user = userEvent.setup();
    let body: object = { error: 'Too many requests. Please wait a moment and try again.' };
    mockFetch(() => json(body, 429, 'Too Many Requests'));
    renderPage(<ContactPage />);
    await fill(user, { name: 'Ana', email: 'ana@example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    body = {};
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(C.failed('Too Many Requests'))).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ana');
  });

  it('says an unexpected error occurred when the network fails', async () => {
    const user = userEvent.setup();
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderPage(<ContactPage />);
    await fill(user, { name: 'Ana', email: 'ana@example.com', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(C.unexpected)).toBeInTheDocument();
  });
});
