import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_RETURN_KEY,
  SIGN_IN_RETURN_TTL_MS,
  isAccountPage,
  keepSignInReturnFor,
  readSignInReturn,
  rememberSignInReturn,
  safeReturnPath,
  signInOrigin,
  takeSignInReturn,
} from './sign-in-return';

const T0 = Date.UTC(2026, 10, 26, 10, 0, 0);
const bookingForm = { pathname: '/book-vehicle/v1', search: '?pickupDate=2030-01-01&pickupTime=09%3A00', hash: '', state: null };

describe('safeReturnPath', () => {
  it('accepts paths on this site, with their query and fragment', () => {
    expect(safeReturnPath('/book-vehicle/v1?pickupDate=2030-01-01&pickupPoint=Ella#form')).toBe('/book-vehicle/v1?pickupDate=2030-01-01&pickupPoint=Ella#form');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything a browser would take to another site, or that is not a path', () => {
    for (const path of [
      'https://evil.example/book-vehicle/v1',
      '//evil.example/x',
      '/\\evil.example/x',
      'javascript:alert(1)',
      'book-vehicle/v1',
      '',
      '/\t/evil.example',
      '/\n/evil.example',
      `/${'a'.repeat(3000)}`,
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(path), String(path)).toBeNull();
    }
  });
});

describe('isAccountPage', () => {
  it('names the pages on the way to an account, with or without a trailing slash', () => {
    for (const page of ['/login', '/register', '/register/details', '/forgot-password', '/reset-password', '/login/']) expect(isAccountPage(page), page).toBe(true);
    for (const page of ['/', '/book-vehicle/v1', '/manage-bookings', '/loginx']) expect(isAccountPage(page), page).toBe(false);
  });
});

describe('the kept destination', () => {
  it('is read back with its query and the JSON state it carried (a booking draft)', () => {
    const draft = { vehicle: { _id: 'v2', brand: 'Suzuki', model: 'Alto' }, booking: { name: 'Mira' } };
    rememberSignInReturn({ pathname: '/booking-confirmation', search: '', hash: '', state: draft }, T0);
    expect(readSignInReturn(T0 + 1000)).toEqual({ pathname: '/booking-confirmation', search: '', hash: '', state: draft });
    rememberSignInReturn(bookingForm, T0);
    expect(readSignInReturn(T0)).toEqual(bookingForm);
  });

  it('keeps the path when the state cannot be stored as JSON', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    rememberSignInReturn({ ...bookingForm, state: cyclic }, T0);
    expect(readSignInReturn(T0)).toEqual(bookingForm);
  });

  it('lasts an hour, and an expired one is removed', () => {
    rememberSignInReturn(bookingForm, T0);
    expect(readSignInReturn(T0 + SIGN_IN_RETURN_TTL_MS - 1)).toEqual(bookingForm);
    expect(readSignInReturn(T0 + SIGN_IN_RETURN_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(SIGN_IN_RETURN_KEY)).toBeNull();
  });

  it('is used once: taking it removes it', () => {
    rememberSignInReturn(bookingForm, T0);
    expect(takeSignInReturn(T0)).toEqual(bookingForm);
    expect(takeSignInReturn(T0)).toBeNull();
  });

  it('is never an account page nor a path elsewhere', () => {
    rememberSignInReturn({ pathname: '/login', search: '', hash: '', state: null }, T0);
    expect(sessionStorage.getItem(SIGN_IN_RETURN_KEY)).toBeNull();
    rememberSignInReturn({ pathname: '//evil.example', search: '', hash: '', state: null }, T0);
    expect(sessionStorage.getItem(SIGN_IN_RETURN_KEY)).toBeNull();
  });

  it('refuses a stored value someone wrote by hand that points elsewhere, is malformed or from the future', () => {
    for (const text of [
      JSON.stringify({ path: 'https://evil.example/', savedAt: T0 }),
      JSON.stringify({ path: '//evil.example/', savedAt: T0 }),
      JSON.stringify({ path: '/register', savedAt: T0 }),
      JSON.stringify({ path: '/book-vehicle/v1', savedAt: T0 + 60_000 }),
      JSON.stringify({ path: '/book-vehicle/v1' }),
      '{not json',
      '"just a string"',
    ]) {
      sessionStorage.setItem(SIGN_IN_RETURN_KEY, text);
      expect(readSignInReturn(T0), text).toBeNull();
      expect(sessionStorage.getItem(SIGN_IN_RETURN_KEY), text).toBeNull();
    }
  });
});

describe('signInOrigin', () => {
  it('prefers the page navigation state names', () => {
    rememberSignInReturn(bookingForm, T0);
    const contact = { pathname: '/manage-bookings', search: '', hash: '', state: null };
    expect(signInOrigin(contact, T0)).toBe(contact);
  });

  it('falls back to the kept destination without state, or when state names an account page', () => {
    rememberSignInReturn(bookingForm, T0);
    expect(signInOrigin(undefined, T0)).toEqual(bookingForm);
    expect(signInOrigin({ pathname: '/login', search: '', hash: '', state: null }, T0)).toEqual(bookingForm);
  });

  it('is nowhere when state names an account page and nothing is kept', () => {
    expect(signInOrigin({ pathname: '/register', search: '', hash: '', state: null }, T0)).toBeUndefined();
    expect(signInOrigin(undefined, T0)).toBeUndefined();
  });
});

describe('keepSignInReturnFor', () => {
  it('keeps the destination on the account pages and on the destination itself', () => {
    rememberSignInReturn(bookingForm, T0);
    for (const page of ['/login', '/register', '/register/details', '/forgot-password', '/reset-password', '/book-vehicle/v1']) keepSignInReturnFor(page, T0);
    expect(readSignInReturn(T0)).toEqual(bookingForm);
  });

  it('drops it when the visitor goes elsewhere', () => {
    rememberSignInReturn(bookingForm, T0);
    keepSignInReturnFor('/', T0);
    expect(readSignInReturn(T0)).toBeNull();
  });
});
