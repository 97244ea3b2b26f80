import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { reviewRequestSchema } from './review';
import { contactDetailIn, hasAbusiveWords, publicTextProblem } from './text-checks';

describe('contactDetailIn', () => {
  it('finds e-mail addresses, written plainly or with (at)', () => {
    for (const s of ['Write to sunil.perera@gmail.com for trips', 'mail me: nimal (at) yahoo (dot) com', 'ＢＯＢ@ＥＸＡＭＰＬＥ.ＣＯＭ']) expect(contactDetailIn(s), s).toBe('email');
  });

  it('finds web addresses: http, www., a name with a known domain, and "dot com" spelt out', () => {
    for (const s of ['See https://example.org/x', 'www.sunil-tours.lk', 'Book at SunilTours.com next time', 'cheaper on lanka-vans.co.uk', 'my site lankadrive dot com', 'x.de/kontakt'])
      expect(contactDetailIn(s), s).toBe('web');
  });

  it('finds phone numbers however they are written (7 digits or more)', () => {
    for (const s of ['Call +94 77 123 4567', 'ring 077-123-4567 anytime', '0771234567', 'tel (077) 123.45.67', 'Sunil: +49 30 1234567'])
      expect(contactDetailIn(s), s).toBe('phone');
  });

  it('finds messenger handles and links', () => {
    for (const s of ['WhatsApp: 5551234', 'viber id = sunil_tours', 'wechat: lanka88', 'chat on wa.me/94771234567', 'follow @sunil_drives', 'Telegram: t.me/sunil'])
      expect(contactDetailIn(s), s).not.toBeNull();
  });

  it('lets ordinary trip talk pass: dates, times, amounts, flight numbers, a messenger named without a contact, a missing space', () => {
    for (const s of [
      'We drove from 2034-03-15 10:30 to 2034-03-20 and paid 1.500.000 LKR in total.',
      'Pickup 15.03.2034 at 9:30, flight UL 225, 2 adults and 3 kids.',
      'The team answered WhatsApp at midnight.',
      'A great car.In the end we drove 1 200 km in 9 days.',
      'Booked on 12/03/2034, returned 20-03-2034.',
      'Rs 25,000 per day; 4 x 4 needed for Ella.',
      'Dinner @ the hotel was lovely.',
      'e.g. Sigiriya, Ella, Galle. No.1 driver!',
    ])
      expect(contactDetailIn(s), s).toBeNull();
  });
});

describe('hasAbusiveWords', () => {
  it('refuses listed words in several languages, any case, with accents or without', () => {
    for (const s of ['What a FUCKING mess', 'total bullshit', 'Der Fahrer war ein Arschloch', 'So eine Scheiße', 'Quel connard', 'Enculé !', 'Водитель — мудак', 'полный пиздец', 'Бля, опоздал', '司机是个傻逼', '他妈的太慢了'])
      expect(hasAbusiveWords(s), s).toBe(true);
  });

  it('sees through hidden and swapped letters, stretched words and letters written apart', () => {
    for (const s of ['f*ck this', 'sh1t service', 'what a sh*t car', 'b1tch', 'fuuuuck', 'f u c k', 's.h.i.t', '@sshole', 'f**k']) expect(hasAbusiveWords(s), s).toBe(true);
  });

  it('lets words that merely contain a listed one pass (Scunthorpe), and innocent namesakes', () => {
    for (const s of [
      'We drove from Sussex to Scunthorpe in first class with an assistant.',
      'Dickens fan, bassist, cocktail lover; shiitake and shitake soup in Matsushita street.',
      'Un retard de dix minutes, con gusto.',
      'Our driver Dick was never fickle; the fags were banned in the car.',
      'Great hills near Penistone; the pass was classic.',
      '**Five stars** ****',
      'Отличная машина, водитель Сергей был вежлив.',
      '我妈妈的朋友推荐了这家公司，司机非常好。',
    ])
      expect(hasAbusiveWords(s), s).toBe(false);
  });
});

describe('publicTextProblem and the review comment', () => {
  it('checks contact details only when asked to', () => {
    expect(publicTextProblem('Call 0771234567', { contactDetails: true })).toBe('phone');
    expect(publicTextProblem('Call 0771234567', { contactDetails: false })).toBeNull();
    expect(publicTextProblem('shit', { contactDetails: false })).toBe('abusive');
  });

  it('refuses a review comment with the sentence naming what was found', () => {
    const F = MESSAGES.fields;
    const V = MESSAGES.validation;
    const errorOf = (comment: string) => reviewRequestSchema.safeParse({ vehicleRating: 5, comment }).error?.issues.map((i) => i.message);
    expect(errorOf('Ask Sunil on +94 77 123 4567')).toEqual([V.contactPhone(F.comment)]);
    expect(errorOf('sunil@example.com')).toEqual([V.contactEmail(F.comment)]);
    expect(errorOf('www.sunil.lk')).toEqual([V.contactWeb(F.comment)]);
    expect(errorOf('viber: sunil88')).toEqual([V.contactMessenger(F.comment)]);
    expect(errorOf('Sh1t driver')).toEqual([V.abusive(F.comment)]);
    expect(errorOf('Sunil was great, thank you!')).toBeUndefined();
  });
});
