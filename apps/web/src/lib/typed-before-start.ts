/**
 * What a visitor typed into a server-rendered page before the app took it over (decision 096: the
 * public pages arrive as HTML, and on a slow phone the search form is there seconds before the
 * JavaScript). The app's first render sets every controlled field to its state, which would empty
 * what was typed; so the text fields and lists a visitor changed are read just before it, and
 * given back after (typed-restore.ts, loaded only then). Kept small: it is part of the home page's
 * code, within its budget.
 */

/** [id, value] of each text field or list under `root` whose value the visitor changed (never a password). */
export function readTypedValues(root: HTMLElement): [string, string][] {
  const typed: [string, string][] = [];
  for (const field of root.querySelectorAll<HTMLInputElement>('input[id]:not([type=password],[type=file],[type=checkbox],[type=radio]),select[id],textarea[id]')) {
    const preset = field instanceof HTMLSelectElement ? ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value : field.defaultValue;
    if (field.value !== preset) typed.push([field.id, field.value]);
  }
  return typed;
}
