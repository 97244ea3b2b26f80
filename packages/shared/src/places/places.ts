import type { UiLanguage } from '../i18n/locales';

/**
 * Sri Lankan places a trip with a driver goes through (issue 31, decision 105): towns, sights,
 * beaches, national parks and the international airport. Shipped with the code (not a table):
 * the ids are stable slugs that bookings keep, and tours and pages read the same list on both sides.
 */
export const PLACE_KINDS = ['airport', 'city', 'town', 'sight', 'beach', 'nationalPark'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The nine provinces, by a stable code (a page names them in its language). */
export const PROVINCES = ['western', 'central', 'southern', 'uva', 'sabaragamuwa', 'northWestern', 'northCentral', 'northern', 'eastern'] as const;
export type Province = (typeof PROVINCES)[number];

/** A place's name in English and in the island's two languages; other languages read the English. */
export interface PlaceNames {
  en: string;
  si: string;
  ta: string;
}

export interface Place {
  /** Stable slug: bookings and tours keep it. */
  id: string;
  names: PlaceNames;
  /** A shorter name where the full one does not fit a phone's select (the airport's). */
  shortNames?: PlaceNames;
  kind: PlaceKind;
  region: Province;
  /** WGS 84, degrees (a town's centre, a park's main entrance, a sight's gate). */
  lat: number;
  lng: number;
}

function place(id: string, kind: PlaceKind, region: Province, lat: number, lng: number, en: string, si: string, ta: string): Place {
  return { id, kind, region, lat, lng, names: { en, si, ta } };
}

/** Coordinates from OpenStreetMap's place nodes (rounded to four decimals, about 10 m). */
export const PLACES: readonly Place[] = [
  {
    ...place('cmb', 'airport', 'western', 7.1808, 79.8841, 'Bandaranaike International Airport (CMB)', 'බණ්ඩාරනායක ජාත්‍යන්තර ගුවන්තොටුපළ', 'பண்டாரநாயக்க சர்வதேச விமான நிலையம்'),
    shortNames: { en: 'Colombo Airport (CMB)', si: 'CMB ගුවන්තොටුපළ', ta: 'CMB விமான நிலையம்' },
  },
  place('colombo', 'city', 'western', 6.9271, 79.8612, 'Colombo', 'කොළඹ', 'கொழும்பு'),
  place('negombo', 'beach', 'western', 7.2083, 79.8358, 'Negombo', 'මීගමුව', 'நீர்கொழும்பு'),
  place('kalutara', 'town', 'western', 6.5854, 79.9607, 'Kalutara', 'කළුතර', 'களுத்துறை'),
  place('bentota', 'beach', 'southern', 6.4253, 79.9957, 'Bentota', 'බෙන්තොට', 'பெந்தோட்டை'),
  place('hikkaduwa', 'beach', 'southern', 6.1395, 80.1063, 'Hikkaduwa', 'හික්කඩුව', 'ஹிக்கடுவை'),
  place('galle', 'town', 'southern', 6.0329, 80.2168, 'Galle', 'ගාල්ල', 'காலி'),
  place('unawatuna', 'beach', 'southern', 6.0100, 80.2490, 'Unawatuna', 'උණවටුන', 'உனவட்டுனை'),
  place('weligama', 'beach', 'southern', 5.9749, 80.4296, 'Weligama', 'වැලිගම', 'வெலிகம'),
  place('mirissa', 'beach', 'southern', 5.9483, 80.4716, 'Mirissa', 'මිරිස්ස', 'மிரிஸ்ஸ'),
  place('matara', 'town', 'southern', 5.9549, 80.5550, 'Matara', 'මාතර', 'மாத்தறை'),
  place('tangalle', 'beach', 'southern', 6.0243, 80.7941, 'Tangalle', 'තංගල්ල', 'தங்காலை'),
  place('hambantota', 'town', 'southern', 6.1241, 81.1185, 'Hambantota', 'හම්බන්තොට', 'அம்பாந்தோட்டை'),
  place('tissamaharama', 'town', 'southern', 6.2786, 81.2876, 'Tissamaharama', 'තිස්සමහාරාමය', 'திஸ்ஸமஹாராமை'),
  place('yala', 'nationalPark', 'southern', 6.2730, 81.4017, 'Yala National Park', 'යාල ජාතික වනෝද්‍යානය', 'யால தேசிய பூங்கா'),
  place('kataragama', 'sight', 'uva', 6.4133, 81.3347, 'Kataragama', 'කතරගම', 'கதிர்காமம்'),
  place('udawalawe', 'nationalPark', 'sabaragamuwa', 6.4748, 80.8886, 'Udawalawe National Park', 'උඩවළව ජාතික වනෝද්‍යානය', 'உடவளவை தேசிய பூங்கா'),
  place('ratnapura', 'town', 'sabaragamuwa', 6.6828, 80.3992, 'Ratnapura', 'රත්නපුර', 'இரத்தினபுரி'),
  place('sinharaja', 'nationalPark', 'sabaragamuwa', 6.4306, 80.4200, 'Sinharaja Forest Reserve', 'සිංහරාජ වනාන්තරය', 'சிங்கராஜ வனம்'),
  place('kitulgala', 'sight', 'sabaragamuwa', 6.9897, 80.4172, 'Kitulgala', 'කිතුල්ගල', 'கித்துல்கலை'),
  place('pinnawala', 'sight', 'sabaragamuwa', 7.3007, 80.3875, 'Pinnawala Elephant Orphanage', 'පින්නවල අලි අනාථාගාරය', 'பின்னவலை யானைகள் சரணாலயம்'),
  place('adams-peak', 'sight', 'central', 6.8096, 80.4994, "Adam's Peak (Sri Pada)", 'ශ්‍රී පාදය', 'சிவனொளிபாத மலை'),
  place('hatton', 'town', 'central', 6.8916, 80.5955, 'Hatton', 'හැටන්', 'ஹட்டன்'),
  place('kandy', 'city', 'central', 7.2906, 80.6337, 'Kandy', 'මහනුවර', 'கண்டி'),
  place('matale', 'town', 'central', 7.4675, 80.6234, 'Matale', 'මාතලේ', 'மாத்தளை'),
  place('dambulla', 'sight', 'central', 7.8600, 80.6517, 'Dambulla', 'දඹුල්ල', 'தம்புள்ளை'),
  place('sigiriya', 'sight', 'central', 7.9570, 80.7603, 'Sigiriya', 'සීගිරිය', 'சீகிரியா'),
  place('nuwara-eliya', 'town', 'central', 6.9497, 80.7891, 'Nuwara Eliya', 'නුවරඑළිය', 'நுவரெலியா'),
  place('horton-plains', 'nationalPark', 'central', 6.8022, 80.8069, 'Horton Plains National Park', 'හෝර්ටන් තැන්න ජාතික වනෝද්‍යානය', 'ஹோர்டன் சமவெளி தேசிய பூங்கா'),
  place('haputale', 'town', 'uva', 6.7681, 80.9577, 'Haputale', 'හපුතලේ', 'ஹப்புத்தளை'),
  place('bandarawela', 'town', 'uva', 6.8259, 80.9982, 'Bandarawela', 'බණ්ඩාරවෙල', 'பண்டாரவளை'),
  place('ella', 'town', 'uva', 6.8667, 81.0466, 'Ella', 'ඇල්ල', 'எல்லை'),
  place('badulla', 'town', 'uva', 6.9934, 81.0550, 'Badulla', 'බදුල්ල', 'பதுளை'),
  place('arugam-bay', 'beach', 'eastern', 6.8400, 81.8368, 'Arugam Bay', 'ආරුගම් බොක්ක', 'அறுகம் குடா'),
  place('batticaloa', 'town', 'eastern', 7.7170, 81.7000, 'Batticaloa', 'මඩකලපුව', 'மட்டக்களப்பு'),
  place('pasikudah', 'beach', 'eastern', 7.9292, 81.5611, 'Pasikudah', 'පාසිකුඩා', 'பாசிக்குடா'),
  place('trincomalee', 'town', 'eastern', 8.5874, 81.2152, 'Trincomalee', 'ත්‍රිකුණාමලය', 'திருகோணமலை'),
  place('nilaveli', 'beach', 'eastern', 8.6970, 81.1890, 'Nilaveli', 'නිලාවේලි', 'நிலாவெளி'),
  place('habarana', 'town', 'northCentral', 8.0349, 80.7494, 'Habarana', 'හබරණ', 'ஹபரணை'),
  place('minneriya', 'nationalPark', 'northCentral', 8.0350, 80.8300, 'Minneriya National Park', 'මින්නේරිය ජාතික වනෝද්‍යානය', 'மின்னேரியா தேசிய பூங்கா'),
  place('polonnaruwa', 'sight', 'northCentral', 7.9403, 81.0188, 'Polonnaruwa', 'පොළොන්නරුව', 'பொலன்னறுவை'),
  place('anuradhapura', 'sight', 'northCentral', 8.3114, 80.4037, 'Anuradhapura', 'අනුරාධපුරය', 'அனுராதபுரம்'),
  place('mihintale', 'sight', 'northCentral', 8.3500, 80.5167, 'Mihintale', 'මිහින්තලේ', 'மிகிந்தலை'),
  place('vavuniya', 'town', 'northern', 8.7514, 80.4971, 'Vavuniya', 'වවුනියාව', 'வவுனியா'),
  place('jaffna', 'city', 'northern', 9.6615, 80.0255, 'Jaffna', 'යාපනය', 'யாழ்ப்பாணம்'),
  place('wilpattu', 'nationalPark', 'northWestern', 8.4333, 80.0464, 'Wilpattu National Park', 'විල්පත්තු ජාතික වනෝද්‍යානය', 'வில்பத்து தேசிய பூங்கா'),
  place('kalpitiya', 'beach', 'northWestern', 8.2333, 79.7667, 'Kalpitiya', 'කල්පිටිය', 'கற்பிட்டி'),
  place('chilaw', 'town', 'northWestern', 7.5758, 79.7953, 'Chilaw', 'හලාවත', 'சிலாபம்'),
  place('kurunegala', 'town', 'northWestern', 7.4863, 80.3623, 'Kurunegala', 'කුරුණෑගල', 'குருநாகல்'),
];

// Made on first use: a page that reads only the kinds and provinces (every booking page, through
// the schemas) does not carry the list.
let byId: Map<string, Place> | undefined;

export function findPlace(id: string): Place | undefined {
  byId ??= new Map(PLACES.map((p) => [p.id, p]));
  return byId.get(id);
}

/** A place's name in a language: Sinhala and Tamil their own, every other language the English name. */
export function placeName(place: Place, lang: UiLanguage): string {
  return lang === 'si' || lang === 'ta' ? place.names[lang] : place.names.en;
}

/** A place's name where room is short (a stop editor's select on a phone): its short name when it has one. */
export function placeShortName(place: Place, lang: UiLanguage): string {
  const names = place.shortNames ?? place.names;
  return lang === 'si' || lang === 'ta' ? names[lang] : names.en;
}
