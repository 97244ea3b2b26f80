import { icu } from '../i18n/icu';

/**
 * The pages a careful traveller reads before paying (decision 085): their default title and text
 * in each language. Staff may replace a page's text per language (`PUT /api/admin/pages/:slug`);
 * these ship and stay the fallback. A text is plain lines: `## ` starts a heading, `- ` a list
 * item, a blank line a new paragraph, and `[words](/path)` links to a page of this site.
 */
export const INFO_PAGES = {
  terms: {
    title: 'Terms of rental',
    body: `These terms apply to every booking made with LankaRide, with a driver or to drive yourself. The confirmation e-mail of a booking repeats the price, the deposit and the refund tiers it was made under.

## Booking and confirmation
A booking is a request until we confirm it by e-mail; My Bookings shows where it stands. When a deposit is asked, we hold the booking until the deadline in the e-mail. A booking whose deposit is not paid by then is cancelled and the vehicle is offered to other travellers.

## Prices and payment
Prices are in US dollars; amounts shown in other currencies are approximate. The total is the daily rate of the vehicle for each day of the trip, plus the daily cost of a driver when you book one. Each day includes the kilometres shown on the booking; further kilometres are charged at the rate shown there, from the odometer readings at pickup and return. The balance is paid at pickup or during the trip.

## Cancellation
You can cancel in My Bookings. What comes back depends on how long before pickup you cancel: see the [cancellation policy](/cancellation). A booking keeps the tiers it was made under.

## Driving yourself
Whoever drives must hold the documents in the [licence requirements](/licence) and show them, with a passport, at pickup. Only the person named on the booking may drive. Return the vehicle with the same fuel level and in the same condition; we photograph it with you at pickup and at return.

## With a driver
Your driver follows the route you agree together. Tolls, parking and entrance fees are not included. When your hotel does not lodge drivers, a night allowance may apply, as the booking shows.

## Fines and damage
You pay traffic fines incurred while you drive, and damage caused while the vehicle is in your care, up to the excess stated at pickup.

## Questions
Write to us through the contact page or call our 24/7 line. See also the [questions travellers ask](/faq).`,
  },
  privacy: {
    title: 'Privacy',
    body: `What LankaRide stores about you, why, and for how long.

## What we store
- Your account: name, username, e-mail address, phone number, preferred language and a hashed password (never the password itself).
- Your bookings: the vehicle, dates and times, pickup and return points, number of tourists, special requests, and the payments and refunds recorded.
- For drivers: the driving licence number, its expiry date, years of experience and the languages spoken.
- Messages you send through the contact form.
- The e-mails we send you. A password-reset link is removed from our copy once the e-mail is sent.

## Documents
We keep no copies of passports, driving licences or permits. At pickup our staff look at them and note that they were checked. Card payments go through PayHere: we never see or store card numbers.

## Why we store it
To run your booking: to confirm it, assign a driver, write to you about it and keep the accounts the law asks of us. We do not sell your data and do not use it for advertising.

## How long we keep it
- Bookings, payments and the e-mails about them: six years after the trip, for our accounts and tax records.
- Contact messages: two years.
- Your account: until you ask us to close it. Your bookings then stay for the period above, without your contact details.

## Your choices
You can see and correct your details on your account page. Through the contact page you can ask for a copy of your data or for your account to be closed.`,
  },
  cancellation: {
    title: 'Cancellation policy',
    body: `## How to cancel
Cancel in My Bookings. Close to pickup, when My Bookings no longer offers it, tell us through the contact page or by phone. The refund is counted from the moment the booking is cancelled, in Sri Lanka time.

## What comes back
The share above is of what you paid. A booking keeps the tiers it was made under: they are in its confirmation e-mail, and My Bookings shows the refund before you confirm a cancellation.

## Expired bookings
A booking whose deposit is not paid by its deadline is cancelled by itself; any part of the deposit that came in goes back in full.

## How you are refunded
We pay the refund back the way you paid; My Bookings shows it once it is paid.`,
    /** The part made from the current pricing policy, shown above the text. */
    generated: {
      heading: 'Refunds under the current policy',
      /** The first tier (most hours): cancelled at least `hours` hours before pickup. */
      atLeast: icu(
        '{hours, plural, one {# hour} other {# hours}} or more before pickup: {percent, select, 0 {no refund} other {{percent}% of what you paid comes back}}',
        'hours',
        'percent',
      ),
      /** A later tier: at least `hours`, less than `before` hours before pickup. */
      between: icu(
        'From {hours} to less than {before, plural, one {# hour} other {# hours}} before pickup: {percent, select, 0 {no refund} other {{percent}% of what you paid comes back}}',
        'hours',
        'before',
        'percent',
      ),
      /** The last tier when it reaches pickup: less than `before` hours before it. */
      under: icu(
        'Less than {before, plural, one {# hour} other {# hours}} before pickup: {percent, select, 0 {no refund} other {{percent}% of what you paid comes back}}',
        'before',
        'percent',
      ),
      /** A single tier at 0 hours: any time before pickup. */
      anyTime: icu('Any time before pickup: {percent, select, 0 {no refund} other {{percent}% of what you paid comes back}}', 'percent'),
      /** After the last tier when it does not reach pickup. */
      none: icu('Less than {before, plural, one {# hour} other {# hours}} before pickup: no refund', 'before'),
      deposit: icu(
        '{percent, select, 0 {No deposit is asked: you pay at pickup.} other {A deposit of {percent}% of the total holds your booking; the balance is paid at pickup.}}',
        'percent',
      ),
    },
  },
  licence: {
    title: 'Licence requirements for self-drive',
    body: `To drive yourself in Sri Lanka you need your own licence and a Sri Lankan permit. A vehicle booked with a driver needs none of this.

## What to bring to pickup
- Your passport.
- Your driving licence from home, valid for the class of vehicle you book.
- An International Driving Permit (IDP) from the country that issued your licence.
- A Sri Lankan permit: the temporary licence or the AA Ceylon endorsement (below).

## The temporary licence at the airport
The Department of Motor Traffic (DMT) issues a temporary driving licence at a counter at Bandaranaike International Airport, open 24 hours. It costs about LKR 2,000 and is valid for your visit. Bring your passport and your licence.

## The AA Ceylon endorsement
The Automobile Association of Ceylon in Colombo endorses an International Driving Permit for Sri Lanka. Bring your IDP, your licence, your passport and two passport photographs.

## Scooters and motorcycles
A scooter needs the motorcycle category (A or A1) on your licence and on your IDP; a car licence alone is not enough. Rider and passenger must wear a helmet.

## Buses and three-wheelers
The temporary licence does not cover heavy vehicles: to drive a bus yourself you need a Sri Lankan licence for its class, otherwise book it with a driver. Three-wheelers (tuk-tuks) need a DMT test and training.

## At pickup
We check your documents, photograph the vehicle with you and note the fuel level and any damage; you and our staff both sign. Without these documents we cannot hand over a self-drive vehicle, and the [cancellation policy](/cancellation) applies.`,
  },
  faq: {
    title: 'Questions travellers ask',
    body: `## Do I need a licence to rent a vehicle with a driver?
No. Your driver holds the licences; you only need your passport. To drive yourself, see the [licence requirements](/licence).

## How do I pay?
A deposit holds the booking; the booking form shows how much. Pay it online from My Bookings when card payment is offered, or in cash or by bank transfer. The balance is paid at pickup or during the trip.

## What does the price include?
The vehicle for each day of the trip, the kilometres included per day, and the daily cost of a driver when you book one. Tolls, parking and entrance fees are not included.

## What if I drive more kilometres than included?
Each extra kilometre is charged at the rate on your booking, from the odometer readings at pickup and return.

## Can I cancel?
Yes, in My Bookings. What comes back depends on how long before pickup you cancel: see the [cancellation policy](/cancellation).

## Can I have a driver who speaks my language?
Name the languages you prefer on the booking form; we assign a driver who speaks one of them whenever we can.

## Where do I pick up the vehicle?
At one of our branches, at the airport or at your hotel: choose the pickup and return points on the booking form.

## Which time zone do bookings use?
Every date and time is Sri Lanka time (UTC+05:30).`,
  },
} as const;
