import type { PageRequest } from '../lib/paging';

/**
 * The WHERE fragment of a keyset page: rows strictly after the cursor in the list's order.
 * `params` receives the cursor values; the fragment names them by position.
 */
export function afterCursorSql(page: PageRequest | undefined, params: unknown[], columns: { at: string; id: string }, direction: 'asc' | 'desc'): string {
  if (!page?.after) return '';
  params.push(page.after.at, page.after.id);
  const op = direction === 'desc' ? '<' : '>';
  return ` AND (${columns.at}, ${columns.id}) ${op} ($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
}

/** A page's rows plus one (which only tells whether another page exists), or the plain list's cap. */
export function limitSql(page: PageRequest | undefined, max: number): string {
  return ` LIMIT ${page ? page.limit + 1 : max}`;
}
