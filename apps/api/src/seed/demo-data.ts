import type { DriverOption, FuelType, TourWrite, VehicleWrite } from '@app/shared';

/** A demo vehicle: the spec's fields and the facts tourists compare (issue 30), with its plate. */
export type DemoVehicle = VehicleWrite & { fuel: FuelType; luggage: number; year: number; plateNumber: string };

/**
 * Demo fleet: every type, Sri Lankan favourites, each with an illustration shipped by the app;
 * the facts as such vehicles usually are on the island (the Prius, Axio, Fit and Vezel hybrids of
 * the Japanese reconditioned market, diesel vans, SUVs and buses, petrol scooters and Wagon R).
 */
export const DEMO_VEHICLES: DemoVehicle[] = [
  car('Toyota', 'Prius', 4, 45, 8, ['Air Conditioning', 'Automatic', 'Bluetooth', 'GPS'], 'car-prius', { year: 2017, fuel: 'hybrid', luggage: 2, plateNumber: 'WP CAK-4521' }),
  car('Toyota', 'Axio', 4, 38, 7, ['Air Conditioning', 'Automatic', 'Bluetooth'], 'car-axio', { year: 2016, fuel: 'hybrid', luggage: 2, plateNumber: 'WP CAD-7713' }),
  car('Suzuki', 'Wagon R', 4, 28, 5, ['Air Conditioning', 'Automatic'], 'car-wagonr', { year: 2018, fuel: 'petrol', luggage: 1, plateNumber: 'WP CAS-2290' }),
  car('Honda', 'Fit', 4, 32, 6, ['Air Conditioning', 'Automatic', 'Bluetooth'], 'car-fit', { year: 2015, fuel: 'hybrid', luggage: 2, plateNumber: 'CP CAA-5102' }),
  { ...car('Toyota', 'HiAce KDH', 12, 75, 12, ['Air Conditioning', 'Manual', 'WiFi', 'GPS'], 'van-hiace', { year: 2014, fuel: 'diesel', luggage: 8, plateNumber: 'WP PH-3345' }), type: 'Van' },
  { ...car('Nissan', 'Caravan', 10, 68, 11, ['Air Conditioning', 'Manual', 'GPS'], 'van-caravan', { year: 2013, fuel: 'diesel', luggage: 6, plateNumber: 'WP PD-8871' }), type: 'Van' },
  { ...car('Toyota', 'Land Cruiser Prado', 7, 120, 18, ['Air Conditioning', 'Automatic', 'GPS', 'Bluetooth', 'WiFi'], 'suv-prado', { year: 2015, fuel: 'diesel', luggage: 4, plateNumber: 'WP KD-6120' }), type: 'SUV' },
  { ...car('Mitsubishi', 'Montero', 7, 105, 16, ['Air Conditioning', 'Automatic', 'GPS'], 'suv-montero', { year: 2012, fuel: 'diesel', luggage: 4, plateNumber: 'WP KC-3309' }), type: 'SUV' },
  { ...car('Honda', 'Vezel', 5, 60, 9, ['Air Conditioning', 'Automatic', 'Bluetooth'], 'suv-vezel', { year: 2019, fuel: 'hybrid', luggage: 3, plateNumber: 'WP CBB-1188' }), type: 'SUV' },
  { ...car('Honda', 'Dio', 2, 12, 2, ['Automatic'], 'scooter-dio', { year: 2021, fuel: 'petrol', luggage: 0, plateNumber: 'WP BGK-4410' }), type: 'Scooter' },
  { ...car('Yamaha', 'Ray ZR', 2, 13, 2, ['Automatic'], 'scooter-ray', { year: 2022, fuel: 'petrol', luggage: 0, plateNumber: 'SP BHA-2231' }), type: 'Scooter' },
  { ...car('TVS', 'Ntorq', 2, 11, 2, ['Automatic', 'Bluetooth'], 'scooter-ntorq', { year: 2022, fuel: 'petrol', luggage: 0, plateNumber: 'WP BJE-7765' }), type: 'Scooter' },
  { ...car('Toyota', 'Coaster', 29, 160, 25, ['Air Conditioning', 'Manual', 'WiFi'], 'bus-coaster', { year: 2011, fuel: 'diesel', luggage: 15, plateNumber: 'WP NC-4412' }), type: 'Bus' },
  { ...car('Mitsubishi', 'Rosa', 25, 145, 22, ['Air Conditioning', 'Manual'], 'bus-rosa', { year: 2010, fuel: 'diesel', luggage: 12, plateNumber: 'NW NB-9043' }), type: 'Bus' },
];

function car(
  brand: string,
  model: string,
  seats: number,
  perDay: number,
  perHour: number,
  features: VehicleWrite['features'],
  image: string,
  facts: Pick<DemoVehicle, 'year' | 'fuel' | 'luggage' | 'plateNumber'>,
): DemoVehicle {
  return {
    type: 'Car',
    brand,
    model,
    seatingCapacity: seats,
    features,
    pricingDetails: { perDay, perHour },
    image: `/images/vehicles/${image}.svg`,
    availabilityStatus: true,
    ...facts,
  };
}

export const DEMO_PASSWORDS = { driver: 'Driver@123', tourist: 'Tourist@123' } as const;

export const DEMO_DRIVERS = [
  { username: 'Sunil Perera', email: 'sunil@lankaride.lk', phone: '+94 77 123 4567', licenseNumber: 'B1234567', licenseExpiry: '2029-05-31', experienceYears: 12, languages: ['en', 'si', 'de'] },
  { username: 'Kamal Fernando', email: 'kamal@lankaride.lk', phone: '+94 71 234 5678', licenseNumber: 'B2345678', licenseExpiry: '2028-11-30', experienceYears: 8, languages: ['en', 'ta', 'fr'] },
  { username: 'Nimal Silva', email: 'nimal@lankaride.lk', phone: '+94 76 345 6789', licenseNumber: 'B3456789', licenseExpiry: null, experienceYears: 5, languages: ['en', 'si', 'ja'] },
];

/**
 * The demo drivers' profiles for travellers (decision 102), by DEMO_DRIVERS' order: Sunil and
 * Kamal with verified licences (listed among our drivers), Nimal without a licence expiry, so
 * not verified and not listed.
 */
export const DEMO_DRIVER_PROFILES = [
  {
    introduction: 'Ayubowan! I was born in Kandy and have driven travellers across the island for twelve years. I love the tea country, the old temples and finding the best rice and curry on the way.',
    introductionLanguage: 'en',
    introductionTranslations: {
      de: 'Ayubowan! Ich bin in Kandy geboren und fahre seit zwölf Jahren Reisende über die Insel. Ich liebe das Teeland, die alten Tempel und das beste Reis-und-Curry unterwegs.',
      si: 'ආයුබෝවන්! මම මහනුවර උපන්නෙමි. වසර දොළහක් තිස්සේ සංචාරකයින් දිවයින පුරා රැගෙන යමි. තේ වතු, පැරණි විහාර සහ මඟදී හොඳම බත් සහ කරි සොයා ගැනීමට මම කැමතියි.',
    },
    regions: ['kandy', 'hillCountry', 'culturalTriangle', 'southCoast'],
    touristLicense: { kind: 'chauffeurTouristGuide', number: 'CTG-0457', expiry: '2028-08-31' },
    verified: true,
  },
  {
    introduction: 'வணக்கம்! நான் திருகோணமலையைச் சேர்ந்தவன். கிழக்குக் கரையின் கடற்கரைகளையும் யாழ்ப்பாணத்தின் கோவில்களையும் காட்ட விரும்புகிறேன்.',
    introductionLanguage: 'ta',
    introductionTranslations: {
      en: 'Vanakkam! I am from Trincomalee. I like to show travellers the beaches of the east coast and the temples of Jaffna.',
      fr: 'Vanakkam ! Je viens de Trincomalee. J’aime montrer aux voyageurs les plages de la côte est et les temples de Jaffna.',
    },
    regions: ['eastCoast', 'jaffna', 'colombo', 'negombo'],
    touristLicense: null,
    verified: true,
  },
  { introduction: '', introductionLanguage: null, introductionTranslations: {}, regions: ['colombo', 'negombo'], touristLicense: null, verified: false },
] as const;

export const DEMO_TOURIST = { username: 'Emma Wilson', email: 'tourist@lankaride.lk', phone: '+44 7700 900123' };

/** Demo bookings relative to the seeding day, so the demo always has past, current and future trips. */
export const DEMO_BOOKINGS: {
  vehicle: number;
  driver: number | null;
  startInDays: number;
  days: number;
  driverOption: DriverOption;
  status: 'pending' | 'confirmed' | 'picked_up' | 'completed' | 'cancelled';
  pickupPoint: string;
  returnPoint: string;
  numTourists: number;
  specialRequests: string;
  preferredLanguages?: string[];
}[] = [
  { vehicle: 6, driver: 0, startInDays: -20, days: 5, driverOption: 'withDriver', status: 'completed', pickupPoint: 'Colombo', returnPoint: 'Colombo', numTourists: 2, specialRequests: 'Tea country and Ella, please.' },
  { vehicle: 0, driver: 1, startInDays: 0, days: 3, driverOption: 'withDriver', status: 'picked_up', pickupPoint: 'Negombo', returnPoint: 'Kandy', numTourists: 2, specialRequests: '' },
  { vehicle: 4, driver: 2, startInDays: 7, days: 6, driverOption: 'withDriver', status: 'confirmed', pickupPoint: 'Bandaranaike Airport', returnPoint: 'Colombo', numTourists: 6, specialRequests: 'Two child seats.' },
  { vehicle: 9, driver: null, startInDays: 10, days: 4, driverOption: 'selfDrive', status: 'pending', pickupPoint: 'Kandy', returnPoint: 'Kandy', numTourists: 1, specialRequests: '' },
  { vehicle: 7, driver: null, startInDays: 14, days: 8, driverOption: 'withDriver', status: 'pending', pickupPoint: 'Colombo', returnPoint: 'Galle', numTourists: 4, specialRequests: 'Two surfboards.', preferredLanguages: ['de'] },
  { vehicle: 1, driver: null, startInDays: 3, days: 2, driverOption: 'selfDrive', status: 'cancelled', pickupPoint: 'Colombo', returnPoint: 'Colombo', numTourists: 2, specialRequests: '' },
];

/**
 * The demo's round tours with a driver (issue 31, decision 110), each day's driving checked
 * against the shipped roads by the tours module on the way in (at most the policy's 8 hours).
 */
export const DEMO_TOURS: TourWrite[] = [
  {
    slug: 'cultural-triangle-hill-country-7-days',
    name: 'Cultural Triangle and hill country, 7 days',
    description:
      'From the airport to the rock fortress of Sigiriya and the cave temples of Dambulla, two nights in Kandy for the Temple of the Tooth, tea country around Nuwara Eliya, the train views of Ella, and back to Colombo.',
    stops: [
      { placeId: 'cmb', nights: 0 },
      { placeId: 'sigiriya', nights: 2 },
      { placeId: 'kandy', nights: 2 },
      { placeId: 'nuwara-eliya', nights: 1 },
      { placeId: 'ella', nights: 1 },
      { placeId: 'colombo', nights: 0 },
    ],
    vehicleTypes: ['Car', 'SUV', 'Van'],
    translations: {
      si: { name: 'සංස්කෘතික ත්‍රිකෝණය සහ කඳුකරය, දින 7' },
      ta: { name: 'கலாச்சார முக்கோணமும் மலைநாடும், 7 நாட்கள்' },
      de: {
        name: 'Kulturdreieck und Hochland, 7 Tage',
        description:
          'Vom Flughafen zum Felsen von Sigiriya und den Höhlentempeln von Dambulla, zwei Nächte in Kandy mit dem Zahntempel, Teeland um Nuwara Eliya, die Aussicht von Ella und zurück nach Colombo.',
      },
      fr: { name: 'Triangle culturel et hauts plateaux, 7 jours' },
      zh: { name: '文化三角与山地，7天' },
      ru: { name: 'Культурный треугольник и горы, 7 дней' },
    },
    published: true,
  },
  {
    slug: 'island-loop-10-days',
    name: 'Island loop, 10 days',
    description:
      'The whole island in ten days: the ancient city of Anuradhapura, Sigiriya, Kandy, the tea estates and Ella, a safari in Yala, the beaches of Mirissa and the fort of Galle, back to the airport by the expressway.',
    stops: [
      { placeId: 'cmb', nights: 0 },
      { placeId: 'anuradhapura', nights: 1 },
      { placeId: 'sigiriya', nights: 2 },
      { placeId: 'kandy', nights: 1 },
      { placeId: 'nuwara-eliya', nights: 1 },
      { placeId: 'ella', nights: 1 },
      { placeId: 'yala', nights: 1 },
      { placeId: 'mirissa', nights: 1 },
      { placeId: 'galle', nights: 1 },
      { placeId: 'cmb', nights: 0 },
    ],
    vehicleTypes: ['Car', 'SUV', 'Van', 'Bus'],
    translations: {
      si: { name: 'දිවයින වටා, දින 10' },
      ta: { name: 'தீவைச் சுற்றி, 10 நாட்கள்' },
      de: { name: 'Rundreise über die Insel, 10 Tage' },
      fr: { name: "Le tour de l'île, 10 jours" },
      zh: { name: '环岛之旅，10天' },
      ru: { name: 'Вокруг острова, 10 дней' },
    },
    published: true,
  },
  {
    slug: 'south-coast-yala-5-days',
    name: 'South coast and Yala, 5 days',
    description:
      'Galle Fort and its ramparts, whales and beaches at Mirissa, two nights by Yala National Park for morning and evening safaris, and back to the airport on the Southern Expressway.',
    stops: [
      { placeId: 'cmb', nights: 0 },
      { placeId: 'galle', nights: 1 },
      { placeId: 'mirissa', nights: 1 },
      { placeId: 'yala', nights: 2 },
      { placeId: 'cmb', nights: 0 },
    ],
    vehicleTypes: ['Car', 'SUV', 'Van'],
    translations: {
      si: { name: 'දකුණු වෙරළ සහ යාල, දින 5' },
      ta: { name: 'தென் கரையும் யாலவும், 5 நாட்கள்' },
      de: { name: 'Südküste und Yala, 5 Tage' },
      fr: { name: 'Côte sud et Yala, 5 jours' },
      zh: { name: '南部海岸与雅拉，5天' },
      ru: { name: 'Южное побережье и Яла, 5 дней' },
    },
    published: true,
  },
];
