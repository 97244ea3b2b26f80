import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  UI_LANGUAGE_CODES,
  formatDateIn,
  labeledQuote,
  legacyTerms,
  paymentSummaryOf,
  tripStepTooEarly,
  type Booking,
  type Payment,
} from '@app/shared';
import { receiptContent } from '../src/modules/money/receipt';
import {
  bookingExpiredMail,
  depositReminderMail,
  driverChangedMails,
  mailText,
  notificationsFor,
  scheduleChangedMails,
  type Outgoing,
} from '../src/modules/notifications/messages';
import { treeIn } from '../src/lib/i18n';

/** A raw ISO day anywhere in a text (decision 082: every date in a sentence goes through the formatter). */
const ISO_DAY = /\d{4}-\d{2}-\d{2}/;

/** A confirmed booking with a driver, a deposit deadline, paid and cancelled in turn by the tests. */
function sampleBooking(): Booking {
  const trip = { pickupDate: '2027-03-07', pickupTime: '09:00', returnDate: '2027-03-15', returnTime: '17:30', driverOption: 'withDriver' as const, totalPrice: 760, bookingStatus: 'confirmed' as const };
  const { quote } = legacyTerms(trip);
  return {
    _id: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5',
    userId: { _id: 'u1', username: 'Emma Wilson', email: 'tourist@example.com', phone: '+44 7700 900123' },
    vehicleId: { _id: 'v1', brand: 'Toyota', model: 'Prius', type: 'Car', image: '/images/vehicles/car-prius.svg' },
    driverId: { _id: 'd1', username: 'Sunil Perera', email: 'sunil@example.com', phone: '+94 77 123 4567', languages: ['en', 'si'] },
    vehicleBrand: 'Toyota',
    vehicleModel: 'Prius',
    name: 'Emma Wilson',
    email: 'tourist@example.com',
    phone: '+44 7700 900123',
    ...trip,
    pickupPoint: 'Colombo',
    returnPoint: 'Galle',
    numTourists: 2,
    specialRequests: 'Child seat',
    preferredLanguages: ['de'],
    cancelReason: 'Flight moved',
    depositDeadline: '2026-12-01T04:30:00.000Z',
    expiredAt: null,
    payhereAwaitingUntil: null,
    odometer: { pickupKm: 1000, returnKm: 1400 },
    extras: [],
    projected: null,
    quote: labeledQuote(quote),
    paymentSummary: paymentSummaryOf({ total: quote.total, depositDue: quote.depositDue, extraTotal: 0, paid: 0, refunded: 0, refundDue: 0, cancelled: false }),
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-20T04:00:00.000Z',
  } as Booking;
}

const links = { myBookings: 'https://lankaride.example/manage-bookings', site: 'https://lankaride.example' };
const payment: Payment = {
  _id: 'p1',
  bookingId: '8c1cd9f2-0a10-4095-ab6b-9397c4e8e1a5',
  kind: 'deposit',
  method: 'cash',
  amount: 5400,
  currency: 'LKR',
  rateToUsd: 1 / 300,
  amountUsd: 18,
  reference: null,
  recordedBy: { _id: 'admin-1', username: 'Admin' },
  recordedAt: '2026-11-22T10:15:00.000Z',
  reverses: null,
  reversedBy: null,
};

/** Every e-mail one booking can cause, in one language, to the tourist and the drivers. */
function everyMail(lang: (typeof UI_LANGUAGE_CODES)[number]): Outgoing[] {
  const b = sampleBooking();
  const tourist = { email: 'tourist@example.com', lang };
  const driver = { email: 'sunil@example.com', lang };
  const to = { tourist, driver };
  return [
    ...notificationsFor('received', b, to, links),
    ...notificationsFor('confirmed', b, to, links),
    ...notificationsFor('cancelled', b, to, links, [], { amount: 18, percent: 100, held: 18, tierHours: 48 } as never),
    ...notificationsFor('completed', b, to, links, [payment]),
    depositReminderMail(b, tourist, links),
    bookingExpiredMail(b, tourist, links),
    ...driverChangedMails(b, { tourist, previousDriver: driver, newDriver: driver }, links),
    ...scheduleChangedMails(b, to, links),
  ];
}

describe('no sentence shows a raw ISO date', () => {
  for (const lang of UI_LANGUAGE_CODES) {
    it(`${lang}: every booking e-mail's subject and body write their days in the language`, () => {
      const mails = everyMail(lang);
      expect(mails.length).toBeGreaterThanOrEqual(12);
      for (const mail of mails) {
        expect(mail.subject, `${mail.kind} subject`).not.toMatch(ISO_DAY);
        // The body's only ISO-looking text would be a date: links and references carry none.
        expect(mail.body, `${mail.kind} body`).not.toMatch(ISO_DAY);
      }
      const pickup = formatDateIn('2027-03-07', lang);
      expect(mails.find((m) => m.kind === 'driver_assigned')!.subject).toContain(pickup);
      expect(mails.find((m) => m.kind === 'booking_received')!.body).toContain(pickup);
    });

    it(`${lang}: the receipt PDF's words carry no ISO date`, () => {
      const content = receiptContent({ booking: sampleBooking(), payments: [payment], lang, issuedAt: Date.parse('2026-11-27T06:00:00.000Z') });
      const text = JSON.stringify(content.facts) + content.issued + JSON.stringify(content.payments.rows);
      expect(text).not.toMatch(ISO_DAY);
      expect(JSON.stringify(content.facts)).toContain(formatDateIn('2027-03-15', lang));
    });

    it(`${lang}: a translated sentence given a raw day or Sri Lanka time writes it in the language`, () => {
      const messages = treeIn(MESSAGES, lang);
      expect(messages.booking.pickupDateHint('2028-11-26')).not.toMatch(ISO_DAY);
      expect(messages.booking.pickupDateHint('2028-11-26')).toContain(formatDateIn('2028-11-26', lang));
      expect(messages.api.cancelTooLate('2027-03-06 09:00')).not.toMatch(ISO_DAY);
    });
  }

  it("the API's English sentences write days in words too, and keep the raw value for other languages", () => {
    const tooEarly = tripStepTooEarly('picked_up', { pickupDate: '2031-05-10', pickupTime: '09:00' }, Date.parse('2031-05-01T00:00:00+05:30'));
    expect(tooEarly).not.toMatch(ISO_DAY);
    expect(tooEarly).toContain('May 9, 2031, 21:00');
  });
});

describe('the flight in the e-mails (issue 32)', () => {
  const links = { myBookings: 'https://lankaride.example/manage-bookings', site: 'https://lankaride.example' };
  const withFlight = (extra: Partial<Booking>): Booking => ({ ...sampleBooking(), flightNumber: 'UL504', flightTime: '23:40', signName: null, ...extra });
  const mailsOf = (b: Booking, lang: (typeof UI_LANGUAGE_CODES)[number]) =>
    notificationsFor('confirmed', b, { tourist: { email: 'tourist@example.com', lang }, driver: { email: 'sunil@example.com', lang } }, links);

  it('tells the tourist and the driver the flight, its time, the meeting point and the name on the sign, in each language', () => {
    for (const lang of UI_LANGUAGE_CODES) {
      const mails = mailsOf(withFlight({}), lang);
      const line = mailText(lang).flight('UL504', 'yes', '23:40', 'Emma Wilson');
      for (const kind of ['booking_confirmed', 'driver_assigned']) {
        const mail = mails.find((m) => m.kind === kind);
        expect(mail?.body, `${lang} ${kind}`).toContain(line);
      }
    }
    const english = mailsOf(withFlight({ flightTime: null, signName: 'Anna Schmidt' }), 'en').find((m) => m.kind === 'driver_assigned')!.body;
    expect(english).toContain('Flight: UL504. Meeting point: arrivals exit, name sign "Anna Schmidt".');
  });

  it('says nothing of flights on a booking without one', () => {
    for (const mail of mailsOf({ ...sampleBooking(), flightNumber: null }, 'en')) expect(mail.body, mail.kind).not.toContain('Meeting point');
  });
});
