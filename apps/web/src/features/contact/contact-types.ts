import type { z } from 'zod';
import type { contactSchema } from '@app/shared';

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
