import { ACTIVE_BOOKING_STATUSES, BOOKING_TIME_ZONE, BOOKING_UTC_OFFSET, DRIVER_ACTIVE_STATUSES } from '@app/shared';

/**
 * SQL fragments the repositories share, each built from the shared constant it stands for, so the
 * time zone and the status lists are written once (packages/shared) and never retyped in SQL.
 */

/** `ts AT TIME ZONE` Sri Lanka: a stored instant read as Sri Lanka wall-clock time. */
export const LOCAL_TIME = `AT TIME ZONE '${BOOKING_TIME_ZONE}'`;

/** An instant as ISO 8601 text with the Sri Lanka offset, as availability events and the timeline send it. */
export function localIsoSql(column: string): string {
  return `to_char(${column} ${LOCAL_TIME}, 'YYYY-MM-DD"T"HH24:MI:SS"${BOOKING_UTC_OFFSET}"')`;
}

const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]::text[]`;

/** Statuses that hold the vehicle (and the driver): the exclusion constraints' own list. */
export const ACTIVE_STATUSES_SQL = textArray(ACTIVE_BOOKING_STATUSES);
/** Statuses of the trips a driver still has to drive. */
export const DRIVER_ACTIVE_STATUSES_SQL = textArray(DRIVER_ACTIVE_STATUSES);
