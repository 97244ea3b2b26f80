/** The driver area's query keys, in a module of their own: the live updates (app/live) refresh them without loading the area's code. */
export const driverKeys = {
  all: ['driver'] as const,
  bookings: ['driver', 'bookings'] as const,
  profile: ['driver', 'profile'] as const,
  calendar: ['driver', 'calendar'] as const,
};
