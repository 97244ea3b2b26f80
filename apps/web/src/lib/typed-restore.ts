/**
 * Gives what a visitor typed before the app started (typed-before-start.ts) back to the fields of
 * the same id under `root`, as the browser reports typing, so the forms' state takes it.
 */
export function restoreTypedValues(root: HTMLElement, typed: readonly [string, string][]): void {
  for (const [id, value] of typed) {
    const field = root.ownerDocument.getElementById(id) as HTMLInputElement | null;
    if (!field || !root.contains(field)) continue;
    field.value = value;
    for (const name of ['input', 'change']) field.dispatchEvent(new Event(name, { bubbles: true }));
  }
}
