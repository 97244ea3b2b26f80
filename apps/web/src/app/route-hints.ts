/**
 * What the server should hint for a page besides its code, keyed by the page's path in the route
 * table (`routes.tsx`): the picture it shows largest at the top, and the public API reads it
 * starts with (`:name` filled in from the URL). Read by the build (vite.config.ts), which adds
 * each page's code chunks from the route table itself.
 */
export const ROUTE_HINTS: Record<string, { images?: string[]; data?: string[] }> = {
  '/': { images: ['/images/hero.svg'] },
  '/login': { images: ['/images/hero.svg'] },
  '/register': { images: ['/images/hero.svg'] },
  '/vehicles/:id': { data: ['/api/vehicles/:id', '/api/vehicles/:id/availability'] },
  // The booking form reads the vehicle, its booked days, the limits, the prices and the drivers' languages.
  '/book-vehicle/:id': { data: ['/api/vehicles/:id', '/api/vehicles/:id/availability', '/api/booking-rules', '/api/pricing-policy', '/api/drivers/languages'] },
};
