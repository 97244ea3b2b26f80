/** My Bookings' query key, in a module of its own: the live updates (app/live) refresh it without loading the page's code. */
export const myBookingsKey = ['my-bookings'] as const;
