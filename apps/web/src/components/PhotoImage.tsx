import type { ImgHTMLAttributes } from 'react';
import type { Photo } from '@app/shared';

type Props = { photo: Photo; sizes: string; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'style'>;

/**
 * A photo the office uploaded (decision 099): its sizes for the browser to choose from (`sizes` says
 * how wide it is drawn), its own width and height so the box is reserved, and its blurred
 * placeholder behind it until the file arrives. Vehicles' and drivers' photos alike.
 */
export function PhotoImage({ photo, sizes, alt, ...rest }: Props) {
  return (
    <img
      src={photo.url}
      srcSet={photo.srcset}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      style={{ backgroundImage: `url("${photo.placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' }}
      {...rest}
    />
  );
}
