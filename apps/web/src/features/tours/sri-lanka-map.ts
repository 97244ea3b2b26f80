/**
 * A simplified outline of Sri Lanka (decision 110): points of its real coastline, clockwise from
 * Point Pedro, in WGS 84 degrees read off OpenStreetMap at capes, river mouths and coastal towns
 * (about 60 points: enough for the island's shape at a page's size, no map tiles, nothing fetched).
 * The stops are projected by the same `project`, so they sit where they are on the outline.
 */
export const SRI_LANKA_COAST: readonly (readonly [lat: number, lng: number])[] = [
  [9.8272, 80.2333], // Point Pedro
  [9.7305, 80.4158],
  [9.5846, 80.5485], // Chundikkulam
  [9.4300, 80.6500],
  [9.2671, 80.8142], // Mullaitivu
  [9.1000, 80.9000],
  [8.9364, 81.0036], // Pulmoddai
  [8.6970, 81.1890], // Nilaveli
  [8.5900, 81.2450], // Trincomalee, Fort Frederick
  [8.4900, 81.3000],
  [8.3500, 81.3700],
  [8.2300, 81.4000], // Verugal
  [8.0800, 81.4800], // Vakarai
  [7.9292, 81.5611], // Pasikudah
  [7.7300, 81.7000], // Batticaloa
  [7.5500, 81.7800],
  [7.4100, 81.8400], // Kalmunai
  [7.2000, 81.8700],
  [7.0000, 81.8700],
  [6.8400, 81.8368], // Arugam Bay
  [6.7000, 81.8000],
  [6.5200, 81.7200], // Kumana
  [6.3800, 81.5500],
  [6.2600, 81.3900], // Yala's coast
  [6.2100, 81.3000], // Kirinda
  [6.1241, 81.1185], // Hambantota
  [6.0800, 80.9800],
  [6.0243, 80.7941], // Tangalle
  [5.9800, 80.6800],
  [5.9220, 80.5890], // Dondra Head
  [5.9449, 80.5350], // Matara
  [5.9483, 80.4716], // Mirissa
  [5.9700, 80.4200], // Weligama
  [5.9900, 80.3300],
  [6.0100, 80.2490], // Unawatuna
  [6.0300, 80.2100], // Galle
  [6.1395, 80.1000], // Hikkaduwa
  [6.2350, 80.0500], // Ambalangoda
  [6.4253, 79.9957], // Bentota
  [6.5854, 79.9550], // Kalutara
  [6.7100, 79.9000], // Panadura
  [6.8300, 79.8630], // Mount Lavinia
  [6.9400, 79.8450], // Colombo
  [7.0800, 79.8300],
  [7.2083, 79.8300], // Negombo
  [7.4100, 79.8150], // Marawila
  [7.5758, 79.7900], // Chilaw
  [7.8000, 79.7900],
  [8.0300, 79.7200],
  [8.3200, 79.7500], // Kalpitiya peninsula's tip
  [8.4500, 79.8600],
  [8.5500, 79.8800], // Kudiramalai
  [8.7500, 79.9200],
  [8.9200, 79.9100], // Arippu
  [9.0600, 79.7000], // Talaimannar
  [9.0000, 79.9500],
  [9.2000, 80.0500],
  [9.3600, 80.1000],
  [9.5000, 80.2100], // Pooneryn
  [9.6000, 80.0500],
  [9.7000, 79.9500],
  [9.8100, 80.0400], // Kankesanthurai
];

/** The map's frame: the island with a little sea around it. */
const NORTH = 9.95;
const SOUTH = 5.8;
const WEST = 79.55;
const EAST = 81.98;
/** East-west degrees are shorter than north-south ones by cos(latitude): at the island's middle. */
const X_SCALE = Math.cos((7.9 * Math.PI) / 180);
/** Units a degree of latitude is drawn: the viewBox is about 240 x 415. */
const UNIT = 100;

export const MAP_WIDTH = Math.round((EAST - WEST) * X_SCALE * UNIT);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * UNIT);

/** A place's point on the map (an equirectangular projection at the island's latitude). */
export function project(lat: number, lng: number): { x: number; y: number } {
  return { x: Math.round((lng - WEST) * X_SCALE * UNIT * 10) / 10, y: Math.round((NORTH - lat) * UNIT * 10) / 10 };
}

/** The outline as an SVG path. */
export function coastPath(): string {
  return `${SRI_LANKA_COAST.map(([lat, lng], i) => {
    const { x, y } = project(lat, lng);
    return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
  }).join(' ')} Z`;
}
