import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './Alert';
import { Icon } from './Icon';
import { usePageMessages } from '../lib/i18n/page-messages';
import { useDocumentTitle } from '../lib/document-title';

/**
 * The title row of a staff page: heading, a line of context, and the page's main actions; below
 * it, the notice of what was just done (saved, deleted), when there is one.
 */
export function StaffPageHeader({ title, description, actions, notice }: { title: string; description?: ReactNode; actions?: ReactNode; notice?: ReactNode }) {
  const m = usePageMessages();
  useDocumentTitle(m.staffAreaUi.common.pageTitle(title));
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
    </>
  );
}

/** A staff page's way back to its list, among the header's actions. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-semibold text-teal-800 hover:underline">
      <Icon name="arrowLeft" className="size-4" />
      {children}
    </Link>
  );
}
