import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../lib/use-modal-dialog';
import { useMessages } from '../lib/i18n/I18nProvider';
import { Button } from './Button';

/**
 * A modal yes/no question on the native <dialog>: the browser traps focus, Escape cancels, and
 * focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const m = useMessages();
  const ref = useModalDialog(open);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {open && (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 text-sm text-slate-600">
            {children}
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel ?? m.publicUi.confirmDialog.keep}
            </Button>
            <Button variant={tone} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
