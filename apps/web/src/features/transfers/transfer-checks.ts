import { createTransferBookingSchema } from '@app/shared';
import type { TransferChoice } from '../../lib/transfer-links';
import { CHOICE_FIELDS, transferRequest, type FieldErrors, type TransferDetails, type TransferField } from './transfer-form';

/*
 * The transfer's checks by the shared schema (zod with it), apart from the rest of the form's
 * helpers: the public page loads them when its form is first focused or sent (decision 118), the
 * signed-in booking step with its code.
 */

/** Stands in for the booker on the first step, whose details come after the sign-in. */
const PLACEHOLDER_DETAILS: TransferDetails = { name: 'Guest', email: 'guest@example.com', phone: '+94 11 000 0000', signName: '', specialRequests: '' };

/**
 * The same shared schema the server validates with, read for a form: the first message for each
 * field. `only` keeps the fields of one step (the first step has no booker yet).
 */
export function validateTransfer(choice: TransferChoice, details: TransferDetails = PLACEHOLDER_DETAILS, only: readonly TransferField[] = CHOICE_FIELDS): FieldErrors {
  const result = createTransferBookingSchema.safeParse(transferRequest(choice, details));
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as TransferField;
    if (only.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
