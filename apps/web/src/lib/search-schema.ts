/** A seam for code splitting: the search rules (and zod with them) load on first use of the form. */
export { searchFormSchema } from '@app/shared';
