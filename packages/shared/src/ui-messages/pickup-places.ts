/**
 * Places a driver can find (issue 32, decision 116): the booking form's pickup and return points
 * with their optional map point, the API's refusals of a map point (each names its field), and the
 * links that open a point in the phone's map app on the driver's card and the office's page.
 */
export const PICKUP_PLACES = {
  pointHint: 'Choose a branch, the airport or a place from the list, or type your hotel or address.',
  pickupMapLabel: 'Pickup on the map (optional)',
  returnMapLabel: 'Return on the map (optional)',
  mapHint: 'For a hotel or an address: paste the link from your map app’s “Share”, or coordinates such as 7.2906, 80.6337.',
  mapFound: 'Your driver gets this point on the map.',
  knownPlace: 'Your driver finds this place on the map.',
  checkOnMap: 'Check it on the map',
  branch: 'LankaRide branch',
  airport: 'Airport',
  place: 'Place',
  openInMapApp: 'Map app',
  openInWebMap: 'Google Maps',
  openPickupInMapApp: 'Open the pickup point in the map app',
  openPickupOnWeb: 'Open the pickup point in Google Maps',
  openReturnInMapApp: 'Open the return point in the map app',
  openReturnOnWeb: 'Open the return point in Google Maps',
  pickupNoCoordinates: 'Pickup on the map: no coordinates were found in it. Paste the full link from your map app, or coordinates such as 7.2906, 80.6337.',
  pickupOutsideSriLanka: 'Pickup on the map: these coordinates are not in Sri Lanka. Latitude (about 6 to 10) comes first, then longitude (about 80 to 82).',
  returnNoCoordinates: 'Return on the map: no coordinates were found in it. Paste the full link from your map app, or coordinates such as 7.2906, 80.6337.',
  returnOutsideSriLanka: 'Return on the map: these coordinates are not in Sri Lanka. Latitude (about 6 to 10) comes first, then longitude (about 80 to 82).',
} as const;
