import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageSchema } from '@app/shared';
import { ENGINES, call, createTestApp, registerUser, type TestApp } from './harness';
import { expectValidation } from './api-helpers';

const C = MESSAGES.contact;

describe.each(ENGINES)('POST /api/contact (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const stored = () =>
    t.db.query<{ name: string; email: string; subject: string; message: string }>(
      'SELECT name, email, subject, message FROM contact_messages ORDER BY created_at',
    );
  const send = (body: unknown, token?: string) => call(t.app, 'POST', '/api/contact', { body, token });

  it('answers 201 {message: "Message sent successfully!"} and stores the message', async () => {
    const before = (await stored()).length;
    const res = await send({ name: 'Maya', email: 'maya@example.com', subject: 'Airport pickup', message: 'Do you pick up at BIA at night?' });
    expect(res.status).toBe(201);
    expect(messageSchema.parse(res.body)).toEqual({ message: C.success });
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ name: 'Maya', email: 'maya@example.com', subject: 'Airport pickup', message: 'Do you pick up at BIA at night?' });
  });

  it('subject is optional; a token is neither needed nor in the way', async () => {
    const tourist = await registerUser(t.app);
    const res = await send({ name: 'No Subject', email: 'nosubject@example.com', message: 'Hello' }, tourist.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: C.success });
    expect((await stored()).at(-1)).toMatchObject({ name: 'No Subject', subject: '' });
    expect((await send({ name: 'Empty Subject', email: 'e@example.com', subject: '', message: 'Hi' })).status).toBe(201);
  });

  it("refuses bad input with the contact form's messages and stores nothing", async () => {
    const valid = { name: 'Maya', email: 'maya@example.com', subject: 'Hi', message: 'Hello there' };
    const before = (await stored()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, name: undefined }, C.nameRequired],
      [{ ...valid, name: '  ' }, C.nameRequired],
      [{ ...valid, email: undefined }, C.emailRequired],
      [{ ...valid, email: '' }, C.emailRequired],
      [{ ...valid, email: 'maya-at-example.com' }, C.emailInvalid],
      [{ ...valid, email: 'maya@example' }, C.emailInvalid],
      [{ ...valid, message: undefined }, C.messageRequired],
      [{ ...valid, message: '\n  ' }, C.messageRequired],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expectValidation(res, message);
      expect(res.body.error).toBe(message);
    }
    expectValidation(await send({}), C.nameRequired, C.emailRequired, C.messageRequired);
    expectValidation(await send({ ...valid, message: 'x'.repeat(5001) }));
    expect(await stored()).toHaveLength(before);
  });
});
