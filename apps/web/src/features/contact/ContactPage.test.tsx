import { screen, within } from '@testing-library/react';
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
    // One alert sums them up (links to the fields); each message also stays under its field.
    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(alert).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [C.nameRequired, '#contact-name'],
      [C.emailRequired, '#contact-email'],
      [C.messageRequired, '#contact-message'],
    ]);
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(C.nameRequired);
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(C.messageRequired);
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  });

  it('a second failed submit announces the summary again', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const first = await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const second = await screen.findByRole('alert');
    expect(second).not.toBe(first);
    expect(second).toHaveTextContent(MESSAGES.searchUi.errorSummaryTitle(3));
  });

  it('checks the email address', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />);
    await fill(user, { name: 'Ana', email: 'ana@', message: 'Hello' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(C.emailInvalid);
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(C.emailInvalid);
  });

  it('shows the server’s success message and clears the form', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json({ message: 'Message sent successfully!' }, 201));
    renderPage(<ContactPage />);
    await fill(user, { name: 'Ana', email: 'ana@example.com', subject: 'Tour', message: 'Hello there' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(C.success)).toBeInTheDocument();
    // The result takes focus, so a phone scrolls to it and a screen reader reads it.
    expect(screen.getByTestId('contact-result')).toHaveFocus();
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
