import { describe, expect, it } from 'vitest';
import { readTypedValues } from './typed-before-start';
import { restoreTypedValues } from './typed-restore';

/** A server-rendered form as the HTML parser makes it: each field's preset is its default. */
function serverForm(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <form>
      <input id="place" value="">
      <input id="date" type="date" value="">
      <input id="kept" value="Colombo">
      <input id="secret" type="password" value="">
      <select id="type"><option value="">Any</option><option value="SUV">SUV</option></select>
      <input id="driver" type="checkbox">
      <textarea id="note"></textarea>
      <input value="no id">
    </form>`;
  document.body.append(root);
  return root;
}

const field = <T extends HTMLElement>(root: HTMLElement, id: string) => root.querySelector<T>(`#${id}`)!;

describe('what a visitor typed before the app took over', () => {
  it('reads only the text fields and lists the visitor changed (never a password), and gives them back as typing would', () => {
    const root = serverForm();
    field<HTMLInputElement>(root, 'place').value = 'Kandy';
    field<HTMLInputElement>(root, 'date').value = '2031-02-03';
    field<HTMLInputElement>(root, 'secret').value = 'hunter2';
    field<HTMLSelectElement>(root, 'type').value = 'SUV';
    field<HTMLInputElement>(root, 'driver').checked = true;
    field<HTMLTextAreaElement>(root, 'note').value = 'Child seat';
    const typed = readTypedValues(root);
    expect(typed).toEqual([
      ['place', 'Kandy'],
      ['date', '2031-02-03'],
      ['type', 'SUV'],
      ['note', 'Child seat'],
    ]);

    // The app's first render puts its own state in the fields...
    root.innerHTML = '';
    const fresh = serverForm();
    root.replaceWith(fresh);
    const events: string[] = [];
    fresh.addEventListener('input', (event) => events.push(`input:${(event.target as HTMLElement).id}`));
    fresh.addEventListener('change', (event) => events.push(`change:${(event.target as HTMLElement).id}`));
    // ...and gets the visitor's values back, each reported as typing.
    restoreTypedValues(fresh, typed);
    expect(field<HTMLInputElement>(fresh, 'place').value).toBe('Kandy');
    expect(field<HTMLInputElement>(fresh, 'date').value).toBe('2031-02-03');
    expect(field<HTMLSelectElement>(fresh, 'type').value).toBe('SUV');
    expect(field<HTMLTextAreaElement>(fresh, 'note').value).toBe('Child seat');
    expect(field<HTMLInputElement>(fresh, 'kept').value).toBe('Colombo');
    expect(events).toEqual(['place', 'date', 'type', 'note'].flatMap((id) => [`input:${id}`, `change:${id}`]));
    fresh.remove();
  });

  it('finds nothing to keep on a page nobody typed into', () => {
    const root = serverForm();
    expect(readTypedValues(root)).toEqual([]);
    root.remove();
  });
});
