import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true and closes it otherwise (the browser
 * then traps focus, closes on Escape and returns focus to the opener). Where `showModal` is
 * missing (jsdom in tests) the `open` attribute stands in.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  return ref;
}
