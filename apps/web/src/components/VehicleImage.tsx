import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/images/vehicles/placeholder.svg';

/** A vehicle's picture, falling back to the placeholder when it is missing or fails to load. */
export function VehicleImage({ src, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src ? src : PLACEHOLDER_IMAGE;
  return <img src={usable} onError={() => src && setFailed(src)} {...rest} />;
}
