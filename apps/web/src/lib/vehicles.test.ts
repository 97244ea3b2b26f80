import { describe, expect, it } from 'vitest';
import { editablePicture } from './vehicles';

describe('editablePicture', () => {
  it('gives a picture of this site, answered as an absolute URL, back as its path', () => {
    expect(editablePicture('http://localhost:3000/images/vehicles/car-prius.svg', 'http://localhost:3000')).toBe('/images/vehicles/car-prius.svg');
    expect(editablePicture(`${location.origin}/images/vehicles/van.svg`)).toBe('/images/vehicles/van.svg');
  });

  it('keeps other pictures as they are', () => {
    for (const image of ['https://cdn.example.com/axio.jpg', '/images/vehicles/car.svg', '', 'http://localhost:30001/images/x.svg', 'http://localhost:3000.evil.example/x.svg']) {
      expect(editablePicture(image, 'http://localhost:3000'), image).toBe(image);
    }
  });
});
