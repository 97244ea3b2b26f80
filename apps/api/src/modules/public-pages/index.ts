/**
 * The public pages module's face (docs/architecture/modules.md): the only file other modules
 * import (the app registers its HTTP routes from routes.ts). Owns no table: it reads vehicles and
 * the info pages' texts through their faces, and writes each page's head, robots.txt, the
 * sitemap and the manifest (decision 095).
 */
/** Each page's head, language and status (the web plugin's `head`), robots.txt, sitemap and manifest. */
export { PublicPages, type PageHead, type PageRequest } from './public-pages-service';
