import type { ReactNode } from 'react';
import { ListError } from './ListStates';
import { Loading } from './Spinner';
import { StaffPageHeader } from './StaffPageHeader';

/**
 * The record an edit page loads before its form: a loading message, the error under the page's
 * title, or the form with the record.
 */
export function LoadedRecord<T>({
  query,
  title,
  loadingLabel,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  title: string;
  loadingLabel: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.error || query.data === undefined) {
    return (
      <>
        <StaffPageHeader title={title} />
        <ListError error={query.error} />
      </>
    );
  }
  return children(query.data);
}
