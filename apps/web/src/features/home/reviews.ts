/** A review as the carousel shows it: the spec's five, or a real one (RealReviews.tsx). */
export interface Review {
  id: string;
  name: string;
  /** Where the reviewer is from ('' when a real reviewer gave no country). */
  from: string;
  trip: string;
  rating: number;
  text: string;
  /** The spec's reviewers' pictures; a real review shows its reviewer's initial instead. */
  avatar?: string;
  /** A real review's language (a UI language code), set as the quote's `lang`. */
  language?: string;
  /** That language's name in the language shown. */
  languageName?: string;
}

const REVIEWS: readonly Review[] = [
  {
    id: 'r1',
    name: 'Sophie Martin',
    from: 'Lyon, France',
    trip: 'Toyota HiAce with driver · 9 days',
    rating: 5,
    text: 'Our driver Sunil showed us Sigiriya at sunrise before the crowds and knew every roadside kade worth stopping at. The van was spotless.',
    avatar: '/images/avatars/reviewer-1.svg',
  },
  {
    id: 'r2',
    name: 'James Carter',
    from: 'Manchester, UK',
    trip: 'Honda Vezel self-drive · 6 days',
    rating: 5,
    text: 'Picked the car up in Negombo straight off the flight. Clear price, no surprises at the counter, and the GPS was already set to English.',
    avatar: '/images/avatars/reviewer-2.svg',
  },
  {
    id: 'r3',
    name: 'Aiko Tanaka',
    from: 'Osaka, Japan',
    trip: 'Toyota Prius with driver · 5 days',
    rating: 5,
    text: 'Nimal spoke Japanese! He drove us from Kandy to Ella and waited patiently while we took a hundred photos of the tea hills.',
    avatar: '/images/avatars/reviewer-3.svg',
  },
  {
    id: 'r4',
    name: 'Lukas Becker',
    from: 'Munich, Germany',
    trip: 'Yamaha Ray ZR scooter · 4 days',
    rating: 4,
    text: 'Perfect way to hop between the beaches around Galle. Helmets were provided and the team answered WhatsApp at midnight.',
    avatar: '/images/avatars/reviewer-4.svg',
  },
  {
    id: 'r5',
    name: 'Priya & Arjun Nair',
    from: 'Bengaluru, India',
    trip: 'Land Cruiser Prado with driver · 7 days',
    rating: 5,
    text: 'Comfortable on the hill-country roads with two kids and grandparents. Booking online took five minutes and the confirmation came fast.',
    avatar: '/images/avatars/reviewer-5.svg',
  },
];

/** The reviews service: five static customer reviews (spec section 2). */
export function getReviews(): readonly Review[] {
  return REVIEWS;
}
