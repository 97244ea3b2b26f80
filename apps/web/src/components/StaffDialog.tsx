import { useId, type ReactNode } from 'react';
import { Icon } from './Icon';
import { usePageMessages } from '../lib/i18n/page-messages';
import { useModalDialog } from '../lib/use-modal-dialog';

/**
 * A modal form on the native <dialog> (focus is trapped by the browser, Escape closes, focus
 * returns to the opener), for choices richer than ConfirmDialog's yes/no.
 */
export function StaffDialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** DialogBody and DialogFooter, possibly inside a form. */
  children: ReactNode;
  wide?: boolean;
}) {
  const m = usePageMessages();
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
              <Icon name="close" />
              <span className="sr-only">{m.staffAreaUi.common.close}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The scrolling middle of a StaffDialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4 text-sm text-slate-700 sm:px-6">{children}</div>;
}

/** The buttons of a StaffDialog, always in view below the body. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{children}</div>;
}
