import './zod-config';
import { z } from 'zod';

/** A photo as every vehicle answer carries it: addresses are absolute (decision 076), the largest first as `url`. */
export const photoSchema = z.object({
  _id: z.string(),
  url: z.string().describe('The largest size (at most 1280 px wide), WebP'),
  srcset: z.string().describe('Every size kept, as an <img srcset> (`url 320w, url 640w, …`)'),
  width: z.number().int().describe('Width of `url` in pixels'),
  height: z.number().int().describe('Height of `url` in pixels'),
  alt: z.string().describe('Alt text in English (empty: none given)'),
  altTranslations: z.record(z.string(), z.string()).describe('Alt text in other languages, by language code'),
  placeholder: z.string().describe('A tiny blurred version as a data: URI, shown while the photo loads'),
});
export type Photo = z.infer<typeof photoSchema>;
