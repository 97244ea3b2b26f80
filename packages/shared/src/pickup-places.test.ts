import { describe, expect, it } from 'vitest';
import { knownPoint, mapLinks, parseMapLocation, pointSuggestions } from './pickup-places';

describe('reading a pasted map point (decision 116)', () => {
  it('finds the coordinates in the links and forms people paste', () => {
    const cases: [string, number, number][] = [
      ['7.2906, 80.6337', 7.2906, 80.6337],
      ['7.2906 80.6337', 7.2906, 80.6337],
      ['7.2906° N, 80.6337° E', 7.2906, 80.6337],
      ['geo:6.0329,80.2168?z=15', 6.0329, 80.2168],
      ['https://www.google.com/maps/place/Galle+Fort/@6.0267,80.2170,16z/data=!4m6!3m5!1s0x0!8m2!3d6.026712!4d80.217011', 6.02671, 80.21701],
      ['https://www.google.com/maps/@6.9271,79.8612,14z', 6.9271, 79.8612],
      ['https://maps.google.com/?q=6.9271,79.8612', 6.9271, 79.8612],
      ['https://www.google.com/maps/search/?api=1&query=6.9271%2C79.8612', 6.9271, 79.8612],
      ['https://www.openstreetmap.org/?mlat=7.2906&mlon=80.6337#map=17/7.2906/80.6337', 7.2906, 80.6337],
      ['https://www.openstreetmap.org/#map=16/6.0329/80.2168', 6.0329, 80.2168],
      ['https://maps.apple.com/?ll=7.9570,80.7603&q=Sigiriya', 7.957, 80.7603],
      ['https://www.bing.com/maps?cp=7.2906~80.6337&lvl=15', 7.2906, 80.6337],
    ];
    for (const [text, lat, lng] of cases) expect(parseMapLocation(text), text).toEqual({ ok: true, point: { lat, lng } });
  });

  it('says why there is no point: a short link or words, or a place outside Sri Lanka (latitude and longitude swapped)', () => {
    expect(parseMapLocation('https://maps.app.goo.gl/AbCdEf123')).toEqual({ ok: false, problem: 'noCoordinates' });
    expect(parseMapLocation('opposite the clock tower')).toEqual({ ok: false, problem: 'noCoordinates' });
    expect(parseMapLocation('80.6337, 7.2906')).toEqual({ ok: false, problem: 'outsideSriLanka' });
    expect(parseMapLocation('https://www.google.com/maps/@48.8566,2.3522,12z')).toEqual({ ok: false, problem: 'outsideSriLanka' });
  });
});

describe('known points and their map links', () => {
  it('knows the branches by name, the airport as forms and transfers write it, and places in English, Sinhala and Tamil', () => {
    expect(knownPoint('Colombo')).toMatchObject({ kind: 'branch', name: 'Colombo' });
    for (const airport of ['Bandaranaike International Airport', 'Bandaranaike International Airport (CMB)', 'cmb']) expect(knownPoint(airport), airport).toMatchObject({ kind: 'place', place: { id: 'cmb' } });
    expect(knownPoint(' ella ')).toMatchObject({ kind: 'place', place: { id: 'ella' } });
    expect(knownPoint('ගාල්ල')).toMatchObject({ kind: 'place', place: { id: 'galle' } });
    expect(knownPoint('காலி')).toMatchObject({ kind: 'place', place: { id: 'galle' } });
    expect(knownPoint("Adam's Peak")).toMatchObject({ kind: 'place', place: { id: 'adams-peak' } });
    expect(knownPoint('Hotel Suisse, Kandy')).toBeUndefined();
  });

  it('suggests the branches, then the airport, then the places in the page’s language', () => {
    const en = pointSuggestions('en');
    expect(en.slice(0, 4)).toEqual([
      { value: 'Colombo', kind: 'branch' },
      { value: 'Kandy', kind: 'branch' },
      { value: 'Negombo', kind: 'branch' },
      { value: 'Bandaranaike International Airport', kind: 'airport' },
    ]);
    expect(en.filter((s) => s.value === 'Colombo')).toHaveLength(1);
    expect(pointSuggestions('si').map((s) => s.value)).toContain('ගාල්ල');
    for (const s of en) expect(knownPoint(s.value), s.value).toBeDefined();
  });

  it('opens a known place at its coordinates, a pasted point over the words, and anything else as a search', () => {
    expect(mapLinks('Ella')).toEqual({ geo: `geo:6.8667,81.0466?q=6.8667,81.0466${encodeURIComponent('(Ella)')}`, web: 'https://www.google.com/maps/search/?api=1&query=6.8667,81.0466' });
    expect(mapLinks('Ella', { lat: 6.87, lng: 81.05 }).web).toBe('https://www.google.com/maps/search/?api=1&query=6.87,81.05');
    expect(mapLinks('98 Acres Resort, Ella')).toEqual({
      geo: `geo:0,0?q=${encodeURIComponent('98 Acres Resort, Ella, Sri Lanka')}`,
      web: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('98 Acres Resort, Ella, Sri Lanka')}`,
    });
  });
});
