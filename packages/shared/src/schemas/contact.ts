import './zod-config';
import { z } from 'zod';
import { LIMITS } from '../constants';
import { FIELD_NAMES, MESSAGES } from '../messages';
import { emailField, optionalText, requiredText } from './fields';

const C = MESSAGES.contact;

export const contactSchema = z.object({
  name: requiredText(C.nameRequired, LIMITS.name, FIELD_NAMES.name),
  email: emailField(C.emailRequired, C.emailInvalid),
  subject: optionalText(LIMITS.contactSubject, FIELD_NAMES.subject),
  message: requiredText(C.messageRequired, LIMITS.contactMessage, FIELD_NAMES.message, { multiline: true, readers: 'staff' }),
});
export type ContactInput = z.input<typeof contactSchema>;
