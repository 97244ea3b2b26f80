import { fittingTransferTypes, normalizeFlightNumber, type CreateTransferBookingInput, type TransferVehicleType } from '@app/shared';
import { isApiError } from '../../lib/api';
import type { TransferChoice } from '../../lib/transfer-links';

/** The fields of the page's form and of the booking step, in the order they are shown. */
export const CHOICE_FIELDS = ['direction', 'placeId', 'hotel', 'date', 'time', 'flightNumber', 'flightTime', 'passengers', 'bags', 'vehicleType'] as const;
export const DETAIL_FIELDS = ['name', 'email', 'phone', 'signName', 'specialRequests'] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type TransferField = ChoiceField | DetailField;
export type FieldErrors = Partial<Record<TransferField, string>>;

export interface TransferDetails {
  name: string;
  email: string;
  phone: string;
  signName: string;
  specialRequests: string;
}

/** The vehicle a choice books: the one chosen while it fits the party, else the smallest that does. */
export function effectiveVehicleType(choice: Pick<TransferChoice, 'vehicleType' | 'passengers' | 'bags'>): TransferVehicleType | null {
  const fitting = fittingTransferTypes(choice.passengers, choice.bags);
  if (choice.vehicleType && fitting.includes(choice.vehicleType)) return choice.vehicleType;
  return fitting[0] ?? null;
}

/** The request body of a choice and the booker's details; an arrival's flight time is its landing. */
export function transferRequest(choice: TransferChoice, details: TransferDetails): CreateTransferBookingInput {
  return {
    direction: choice.direction,
    placeId: choice.placeId,
    hotel: choice.hotel,
    date: choice.date,
    time: choice.time,
    flightNumber: choice.flightNumber,
    flightTime: choice.direction === 'arriving' ? '' : choice.flightTime,
    signName: details.signName,
    passengers: choice.passengers,
    bags: choice.bags,
    vehicleType: (effectiveVehicleType(choice) ?? choice.vehicleType) as TransferVehicleType,
    name: details.name,
    email: details.email,
    phone: details.phone,
    specialRequests: details.specialRequests,
  };
}

/** The choice as the address keeps it: the flight number as stored (`UL 504` -> `UL504`), the vehicle that fits. */
export function normalizedChoice(choice: TransferChoice): TransferChoice {
  return { ...choice, flightNumber: normalizeFlightNumber(choice.flightNumber), hotel: choice.hotel.trim(), vehicleType: effectiveVehicleType(choice) ?? '' };
}

/**
 * Which field a sentence of the server's 400 (or 409) is about, by its catalog code: the booking
 * step shows it under that field, or, for a field of the first step, in the summary with a way back.
 */
const FIELD_OF_CODE: Record<string, TransferField> = {
  'transfersApi.directionRequired': 'direction',
  'transfersApi.placeRequired': 'placeId',
  'transfersApi.placeNotFound': 'placeId',
  'transfersApi.passengersRange': 'passengers',
  'transfersApi.bagsRange': 'bags',
  'transfersApi.vehicleTypeRequired': 'vehicleType',
  'transfersApi.doesNotFit': 'vehicleType',
  'transfersApi.noVehicleFree': 'vehicleType',
  'transfersApi.flightRequired': 'flightNumber',
  'booking.flightNumberInvalid': 'flightNumber',
  'booking.flightTimeInvalid': 'flightTime',
  'booking.nameRequired': 'name',
  'booking.emailRequired': 'email',
  'booking.emailInvalid': 'email',
  'booking.phoneRequired': 'phone',
  'booking.pickupDateRequired': 'date',
  'booking.pickupTimeRequired': 'time',
  'booking.invalidDateTime': 'date',
  'booking.pickupInPast': 'date',
  'booking.pickupTimeInPast': 'time',
  'booking.pickupTooFar': 'date',
};

/** A refused booking's sentences by field (the server's English; the fields show them in the page's language), and what names no field. */
export function serverFieldErrors(error: unknown): { fields: FieldErrors; other: string[] } {
  if (!isApiError(error)) return { fields: {}, other: [] };
  const sentences = error.details?.length ? error.details.map((text, i) => ({ text, code: error.detailCodes?.[i]?.code })) : [{ text: error.serverMessage ?? '', code: error.code?.code }];
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const { text, code } of sentences) {
    const field = code ? FIELD_OF_CODE[code] : undefined;
    if (field && !fields[field]) fields[field] = text;
    else if (text && !field) other.push(text);
  }
  return { fields, other };
}
