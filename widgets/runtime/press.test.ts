/** What a press before an element's code does (runtime/press.ts), shared by the loader and the page's inline start. */
import { describe, expect, it } from 'vitest';
import { clickPress, submitPress, undefinedHostOf } from './press';

function shadowed(tag: string, markup: string): ShadowRoot {
  const host = document.createElement(tag);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  document.body.append(host);
  return root;
}
/** A click's composed path from `target` up to the window. */
function pathOf(target: Element): EventTarget[] {
  const path: EventTarget[] = [];
  for (let n: Node | null = target; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) path.push(n);
  return [...path, window];
}

describe('clickPress', () => {
  const root = shadowed(
    'x-press',
    `<div data-medspa-ssr><button type="button"><svg><path></path></svg></button><a href="/x"><span>go</span></a>
     <span id="text">text</span><dialog><input></dialog></div>`,
  );
  it('holds a press, to be given back to the button pressed, even from the icon inside it', () => {
    const button = root.querySelector('button')!;
    expect(clickPress(pathOf(root.querySelector('path')!))).toEqual([button, button]);
    const text = root.getElementById('text')!;
    expect(clickPress(pathOf(text))).toEqual([text, undefined]);
  });
  it("lets a link's click go ahead, and any inside an open dialog, but for its backdrop, which closes it", () => {
    expect(clickPress(pathOf(root.querySelector('a span')!))).toBeUndefined();
    const dialog = root.querySelector('dialog')!;
    dialog.setAttribute('open', '');
    expect(clickPress(pathOf(root.querySelector('input')!))).toBeUndefined();
    expect(clickPress(pathOf(dialog))).toBe(dialog);
    dialog.removeAttribute('open');
    expect(clickPress(pathOf(root.querySelector('input')!))).toEqual([root.querySelector('input'), undefined]);
  });
});

describe('submitPress', () => {
  it('holds a form\'s submit with its button, not a `method="dialog"` one (it only closes its dialog)', () => {
    const root = shadowed('x-submit', '<form><button>Send</button></form><form method="dialog"><button>Close</button></form>');
    const [form, close] = root.querySelectorAll('form');
    const by = form!.querySelector('button')!;
    let seen: ReturnType<typeof submitPress>;
    form!.addEventListener('submit', (e) => ((seen = submitPress(e as SubmitEvent)), e.preventDefault()));
    form!.dispatchEvent(new SubmitEvent('submit', { submitter: by, cancelable: true }));
    expect(seen![1]).toBe(by);
    close!.addEventListener('submit', (e) => ((seen = submitPress(e as SubmitEvent)), e.preventDefault()));
    close!.dispatchEvent(new SubmitEvent('submit', { cancelable: true }));
    expect(seen).toBeUndefined();
  });
});

describe('undefinedHostOf', () => {
  it("names a server-rendered element's shadow root while its tag is not defined, and nothing once it is", () => {
    const root = shadowed('x-later', '<div data-medspa-ssr><button>Go</button></div>');
    const path = pathOf(root.querySelector('button')!);
    expect(undefinedHostOf(path)).toBe(root);
    expect(undefinedHostOf(pathOf(root.host))).toBe(root); // an event at the element itself (a pointer over it)
    expect(undefinedHostOf(pathOf(document.body))).toBeUndefined(); // no server mark on the way
    customElements.define('x-later', class extends HTMLElement {});
    expect(undefinedHostOf(path)).toBeUndefined(); // the loader has it
  });
});
