/** A seam for code splitting: the contact form's rules (zod and its resolver with them) load on first use. */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@app/shared';

export const contactResolver = zodResolver(contactSchema);
