import { z } from 'zod';
import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { emailField, optionalText, requiredText } from './fields';

const C = MESSAGES.contact;

export const contactSchema = z.object({
  name: requiredText(C.nameRequired, LIMITS.name, 'Name'),
  email: emailField(C.emailRequired, C.emailInvalid),
  subject: optionalText(LIMITS.contactSubject, 'Subject'),
  message: requiredText(C.messageRequired, LIMITS.contactMessage, 'Message', { multiline: true }),
});
export type ContactInput = z.input<typeof contactSchema>;
