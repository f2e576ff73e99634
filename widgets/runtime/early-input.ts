/**
 * What a visitor typed, pasted or autofilled into a server-rendered form before React hydrated it, handed to React
 * once it has (docs/architecture.md "Islands", issue 26).
 *
 * Why it is needed: hydration keeps a field's text in the DOM but not in the component's state. A controlled field
 * (`value` from state) is then emptied by React's next render, and react-hook-form's `register` writes its default
 * value into the field when it attaches; either way the visitor's text is gone and a submit sends nothing. So, for a
 * server-rendered element: `keepEarlyInput(shadowRoot)` notes every field that differs from the server's markup
 * (and follows the visitor's edits until hydration is done); the returned `restore()`, called once the hydrated tree
 * and its effects have run, gives each noted value back the way a browser does when the visitor types it: the value,
 * then an `input` (or `change`, or a click for a box) event that React's own handlers read. The visitor's caret stays
 * where it was.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One field's state as the visitor left it. */
type Noted = { value: string } | { checked: boolean } | { selected: boolean[] };

const CONTROLS = 'input, textarea, select';
const controls = (root: ShadowRoot) => [...root.querySelectorAll<Control>(CONTROLS)];
const checkable = (c: Control): c is HTMLInputElement => c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio');

/** What the visitor changed in `c` from the server's markup, or undefined. */
function changed(c: Control): Noted | undefined {
  if (c instanceof HTMLSelectElement) {
    const options = [...c.options];
    return options.some((o) => o.selected !== o.defaultSelected) ? { selected: options.map((o) => o.selected) } : undefined;
  }
  if (checkable(c)) return c.checked !== c.defaultChecked ? { checked: c.checked } : undefined;
  return c.value !== c.defaultValue ? { value: c.value } : undefined;
}

/** Gives `noted` to `c` as typing would: React's value tracking must see a change, or it calls no handler. */
function give(c: Control, noted: Noted): void {
  if ('selected' in noted) {
    if (!(c instanceof HTMLSelectElement)) return;
    [...c.options].forEach((o, i) => (o.selected = noted.selected[i] ?? o.selected));
    c.dispatchEvent(new Event('change', { bubbles: true }));
  } else if ('checked' in noted) {
    if (!checkable(c) || (c.type === 'radio' && !noted.checked)) return;
    c.checked = !noted.checked; // through React's tracker (an own property it put on the field)
    c.click(); // toggles back, and React reads the click
  } else if (!(c instanceof HTMLSelectElement) && !checkable(c)) {
    const focused = (c.getRootNode() as ShadowRoot).activeElement === c;
    const caret = focused ? ([c.selectionStart, c.selectionEnd] as const) : undefined;
    c.value = noted.value === '' ? c.defaultValue : ''; // React's tracker now holds something else…
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c) as object, 'value')?.set;
    native?.call(c, noted.value); // …and the field the visitor's text, set past the tracker
    c.dispatchEvent(new Event('input', { bubbles: true }));
    if (caret && caret[0] !== null) c.setSelectionRange(caret[0], caret[1]);
  }
}

/** Notes what the visitor has typed into `root`'s fields, and follows it; `restore()` gives it to the live widget. */
export function keepEarlyInput(root: ShadowRoot): () => void {
  const noted = new Map<number, Noted>();
  const note = (c: Control, index = controls(root).indexOf(c)) => {
    const state = changed(c);
    if (index < 0) return;
    if (state) noted.set(index, state);
    else noted.delete(index);
  };
  controls(root).forEach((c, i) => note(c, i));
  const follow = (e: Event) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement)
      note(e.target);
  };
  root.addEventListener('input', follow, true);
  root.addEventListener('change', follow, true);
  return () => {
    root.removeEventListener('input', follow, true);
    root.removeEventListener('change', follow, true);
    if (!noted.size) return;
    // by position: a root React had to draw again has new nodes in the same places
    const now = controls(root);
    for (const [index, state] of noted) if (now[index]) give(now[index], state);
  };
}
