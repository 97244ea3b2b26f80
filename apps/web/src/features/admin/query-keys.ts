/** The admin area's query keys, in a module of their own: the live updates (app/live) refresh them without loading the area's code. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (resource: string, filters: Record<string, string | undefined> = {}) => ['admin', resource, 'list', filters] as const,
  vehicles: ['admin', 'vehicles'] as const,
  vehicle: (id: string) => ['admin', 'vehicles', 'detail', id] as const,
  bookings: ['admin', 'bookings'] as const,
  booking: (id: string) => ['admin', 'bookings', 'detail', id] as const,
  history: (id: string) => ['admin', 'bookings', 'history', id] as const,
  drivers: ['admin', 'drivers'] as const,
  driver: (id: string) => ['admin', 'drivers', 'detail', id] as const,
  availableDrivers: (bookingId: string, startDate: string, endDate: string) => ['admin', 'drivers', 'available', bookingId, startDate, endDate] as const,
  users: ['admin', 'users'] as const,
  messages: ['admin', 'messages'] as const,
  outbox: ['admin', 'outbox'] as const,
  timeline: ['admin', 'timeline'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  finance: ['admin', 'finance'] as const,
};
