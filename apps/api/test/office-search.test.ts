import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortReference } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { book } from './api-helpers';
import { foldText, nationalDigits, searchTerms } from '../src/modules/bookings/search-terms';

/**
 * The office's bookings search as people type it (issue 26): a name without its accents, a
 * reference with its `#`, an e-mail address, a phone number written any way.
 */
describe.each(ENGINES)('the office bookings search (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let mueller: { _id: string };
  let dubois: { _id: string };
  let perera: { _id: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const tourist = (await registerUser(t.app)).token;
    const vehicle = await createVehicle(t.app, admin);
    const trip = (day: number) => ({ pickupDate: `2032-04-${String(day).padStart(2, '0')}`, returnDate: `2032-04-${String(day + 1).padStart(2, '0')}` });
    mueller = await book(t.app, tourist, bookingBody(vehicle._id, { ...trip(1), name: 'Jürgen Müller', email: 'J.Mueller@Example.de', phone: '+49 151 2345 6789' }));
    dubois = await book(t.app, tourist, bookingBody(vehicle._id, { ...trip(4), name: 'Zoë Dubois-Lefèvre', email: 'zoe@example.fr', phone: '+33 6 12 34 56 78' }));
    perera = await book(t.app, tourist, bookingBody(vehicle._id, { ...trip(7), name: 'Nimal Perera', email: 'nimal.perera@example.lk', phone: '+94 77 123 4567' }));
  });
  afterAll(async () => t?.close());

  const search = async (q: string): Promise<string[]> => {
    const res = await call(t.app, 'GET', `/api/admin/bookings?q=${encodeURIComponent(q)}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { _id: string }[]).map((b) => b._id);
  };

  it('finds Müller as Muller, müller or MULLER, and Lefèvre as lefevre', async () => {
    for (const q of ['Muller', 'müller', 'MULLER', 'Müller', 'jurgen m']) expect(await search(q), q).toEqual([mueller._id]);
    for (const q of ['lefevre', 'Zoe Dubois', 'LEFÈVRE']) expect(await search(q), q).toEqual([dubois._id]);
    expect(await search('Mueller x')).toEqual([]);
  });

  it('finds a reference typed with its #, upper or lower case', async () => {
    for (const booking of [mueller, dubois, perera]) {
      const ref = shortReference(booking._id);
      for (const q of [`#${ref}`, ref, `# ${ref.toLowerCase()}`, ref.slice(0, 4)]) expect(await search(q), q).toContain(booking._id);
      expect(await search(`#${ref}`), ref).toEqual([booking._id]);
    }
  });

  it('finds an e-mail address whole or in part, in any case', async () => {
    expect(await search('j.mueller@example.de')).toEqual([mueller._id]);
    expect(await search('J.MUELLER@EXAMPLE.DE')).toEqual([mueller._id]);
    expect(await search('@example.fr')).toEqual([dubois._id]);
    expect(await search('nimal.perera@')).toEqual([perera._id]);
  });

  it('finds a phone number by its digits, with or without +94, 0094 or the leading 0', async () => {
    for (const q of ['+94 77 123 4567', '0771234567', '077 123 4567', '077-123-4567', '94771234567', '0094 77 123 4567', '771234567', '(077) 123 45 67', '77 123 45']) {
      expect(await search(q), q).toEqual([perera._id]);
    }
    for (const q of ['+49 151 2345 6789', '015123456789', '2345 6789']) expect(await search(q), q).toEqual([mueller._id]);
    expect(await search('06 12 34 56 78')).toEqual([dubois._id]);
    expect(await search('0777 999 999')).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('M%ller')).toEqual([]);
  });
});

describe('search terms', () => {
  it('fold accents the way the query folds names', () => {
    expect(foldText('Jürgen MÜLLER')).toBe('jurgen muller');
    expect(foldText('Zoë Lefèvre, Ångström, Søren, Łódź, Çelik, Đorđe')).toBe('zoe lefevre, angstrom, soren, lodz, celik, dorde');
    // Decomposed input (a mark typed after its letter) folds alike.
    expect(foldText('Mu\u0308ller')).toBe('muller');
    expect(foldText('නිමල්')).toBe('නිමල්');
  });

  it('compare phone numbers without +94, 0094 or the trunk 0', () => {
    expect(['+94 77 123 4567', '0094771234567', '077-123-4567', '771234567'].map(nationalDigits)).toEqual(Array(4).fill('771234567'));
  });

  it('read a reference, a phone number and text', () => {
    expect(searchTerms('#A1B2C3')).toEqual({ text: '#a1b2c3', reference: 'a1b2c3', phone: null });
    expect(searchTerms(' 077 123 ')).toMatchObject({ reference: null, phone: '77123' });
    expect(searchTerms('1234')).toMatchObject({ reference: '1234', phone: '1234' });
    expect(searchTerms('123')).toMatchObject({ reference: '123', phone: null });
    expect(searchTerms('50%_off')).toEqual({ text: '50\\%\\_off', reference: null, phone: null });
  });
});
