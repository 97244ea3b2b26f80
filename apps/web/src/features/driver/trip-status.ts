import { nextStatuses, type BookingStatus } from '@app/shared';

/** The statuses a driver moves a trip to. */
export type DriverStep = 'picked_up' | 'en_route' | 'completed';

function isDriverStep(status: BookingStatus): status is DriverStep {
  return status === 'picked_up' || status === 'en_route' || status === 'completed';
}

/** The buttons a driver sees on a trip (each named by `staffAreaUi.trip.actions`): only the statuses the machine allows next, in order. */
export function driverActions(status: unknown): { status: DriverStep }[] {
  return nextStatuses('driver', status).flatMap((next) => (isDriverStep(next) ? [{ status: next }] : []));
}
