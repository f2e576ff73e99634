/**
 * The loader (runtime/upgrade.ts) against a stand-in `virtual:medspa-elements`: which chunk it fetches, when.
 * An element with a shadow root (the server's markup) waits for its descriptor's `hydrate`; one without loads at once.
 * Each test uses its own tags: the loader remembers what it requested for the life of the module.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRIVEN_ATTRIBUTE, MOTION_ATTRIBUTE, SLIDE_ATTRIBUTE } from './motion/rotation';

const chunks = vi.hoisted(() => {
  const loaded: string[] = [];
  /** Chunks held until the test lets them arrive: tag -> resolve. */
  const pending = new Map<string, () => void>();
  const importer =
    (tag: string, opts: { fail?: boolean; deferred?: boolean; define?: boolean } = {}) =>
    () => {
      loaded.push(tag);
      if (opts.fail) return Promise.reject(new Error('chunk 404'));
      const arrive = async () => {
        // What a define module does: the tag's implementation is registered.
        if (!opts.define) return;
        const { implement } = await import('./registry');
        implement(tag, { mount: () => ({}), update: () => {}, unmount: () => {} });
      };
      if (!opts.deferred) return Promise.resolve().then(arrive);
      return new Promise<void>((resolve) => pending.set(tag, () => void arrive().then(resolve)));
    };
  /** A template module (runtime/stamp.ts): stamps a server-like root box, or says it did not, or cannot be loaded. */
  const template =
    (tag: string, opts: { stamped?: boolean; fail?: boolean } = {}) =>
    () => {
      loaded.push(`${tag} template`);
      if (opts.fail) return Promise.reject(new Error('chunk 404'));
      return Promise.resolve({
        stamp(root: ShadowRoot) {
          if (opts.stamped === false) return false;
          root.innerHTML = '<div class="medspa-root" part="root" data-medspa-ssr><button type="button">Open</button></div>';
          return true;
        },
      });
    };
  return { loaded, pending, importer, template };
});

// React's own chunk, which the idle islands evaluate first (runtime/react-first.ts): recorded, not evaluated.
vi.mock('./react-first', () => {
  chunks.loaded.push('react-first');
  return {};
});

vi.mock('virtual:medspa-elements', () => {
  const { importer } = chunks;
  return {
    elements: {
      'medspa-alpha': importer('medspa-alpha'),
      'medspa-beta': importer('medspa-beta'),
      'medspa-broken': importer('medspa-broken', { fail: true }),
      'medspa-plain': importer('medspa-plain'),
      'medspa-idle': importer('medspa-idle'),
      'medspa-seen': importer('medspa-seen'),
      'medspa-default': importer('medspa-default'),
      'medspa-hover': importer('medspa-hover'),
      'medspa-focus': importer('medspa-focus'),
      'medspa-touch': importer('medspa-touch'),
      'medspa-menu': importer('medspa-menu', { deferred: true, define: true }),
      'medspa-linked': importer('medspa-linked', { deferred: true, define: true }),
      'medspa-disclose': importer('medspa-disclose', { deferred: true, define: true }),
      'medspa-submit': importer('medspa-submit', { deferred: true, define: true }),
      'medspa-early': importer('medspa-early', { deferred: true, define: true }),
      'medspa-typed': importer('medspa-typed'),
      'medspa-unloadable': importer('medspa-unloadable', { fail: true }),
      'medspa-shadowed': importer('medspa-shadowed'),
      'medspa-later': importer('medspa-later'),
      'medspa-moving': importer('medspa-moving'),
      'medspa-moving-later': importer('medspa-moving-later'),
      'medspa-stamped': importer('medspa-stamped'),
      'medspa-stamp-drawn': importer('medspa-stamp-drawn'),
      'medspa-stamp-broken': importer('medspa-stamp-broken'),
    },
    attributes: {},
    // as scripts/elements.ts writes it: every moment but the loader's default, interaction
    hydrateOn: { 'medspa-idle': 'idle', 'medspa-seen': 'visible' },
    templates: {
      'medspa-stamped': chunks.template('medspa-stamped'),
      'medspa-stamp-drawn': chunks.template('medspa-stamp-drawn', { stamped: false }),
      'medspa-stamp-broken': chunks.template('medspa-stamp-broken', { fail: true }),
    },
  };
});

const { loaded, pending } = chunks;
const click = () => new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
const flush = () => new Promise((r) => setTimeout(r, 0));

/** An IntersectionObserver the test drives: `intersect(el)` reports the element on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class DrivenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.set(target, this.callback);
  }
  unobserve(target: Element) {
    observed.delete(target);
  }
  disconnect() {}
  takeRecords() {
    return [];
  }
}
function intersect(target: Element, isIntersecting = true) {
  const callback = observed.get(target);
  if (!callback) throw new Error(`<${target.localName}> is not observed`);
  callback(
    [{ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

/**
 * An element as the site build writes it: a shadow root holding the server's markup (its root box marked
 * data-medspa-ssr). The tags are defined already, so the element's own (empty) shadow root is filled before it is
 * connected, which is when it is scheduled.
 */
function serverRendered(
  tag: string,
  markup = '<div class="medspa-root" part="root" data-medspa-ssr><button type="button">Open</button></div>',
) {
  const el = document.createElement(tag);
  el.shadowRoot!.innerHTML = markup;
  return el;
}

let startUpgrading: () => void;
let markLive: (el: Element) => void;
beforeAll(async () => {
  ({ markLive } = await import('./live'));
  // The loader makes one observer for the page, the first time it needs one: this one, for every test here.
  globalThis.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
  ({ startUpgrading } = await import('./upgrade'));
  startUpgrading();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startUpgrading', () => {
  it('loads only the tags on the page, once each, and tags added later', async () => {
    document.body.innerHTML = '<medspa-alpha></medspa-alpha><div><medspa-alpha></medspa-alpha></div>';
    await flush();
    expect(loaded).toEqual(['medspa-alpha']);

    const later = document.createElement('section');
    later.innerHTML = '<medspa-beta></medspa-beta>';
    document.body.append(later);
    await flush();
    expect(loaded).toEqual(['medspa-alpha', 'medspa-beta']);

    document.body.append(document.createElement('medspa-beta'));
    await flush();
    expect(loaded).toEqual(['medspa-alpha', 'medspa-beta']);
  });

  it('logs a failed chunk and tries again when the tag appears again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.append(document.createElement('medspa-broken'));
    await flush();
    await flush();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('[medspa] Could not load <medspa-broken>', expect.any(Error)), {
      timeout: 2000,
    });
    document.body.append(document.createElement('medspa-broken'));
    await flush();
    expect(loaded.filter((t) => t === 'medspa-broken')).toHaveLength(2);
  });

  it('loads an element without server markup at once, whatever its descriptor says (a partner page)', async () => {
    document.body.append(document.createElement('medspa-plain'));
    await flush();
    expect(loaded).toContain('medspa-plain');
  });
});

describe('an element with a template, on a page the server did not render (issue 39, runtime/stamp.ts)', () => {
  it('is stamped from its template, not loaded at once, and is then an island: a press is held, the code comes on the touch', async () => {
    const el = document.createElement('medspa-stamped');
    document.body.append(el);
    await flush();
    expect(loaded).toContain('medspa-stamped template');
    expect(loaded).not.toContain('medspa-stamped');
    const button = el.shadowRoot!.querySelector('button')!;
    const press = click();
    button.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true); // held, answered from the markup
    await flush();
    expect(loaded).toContain('medspa-stamped');
  });

  it('loads its code at once when the template did not stamp (its code drew it first) or cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.append(document.createElement('medspa-stamp-drawn'), document.createElement('medspa-stamp-broken'));
    await flush();
    expect(loaded).toEqual(expect.arrayContaining(['medspa-stamp-drawn', 'medspa-stamp-broken']));
    log.mockRestore();
  });
});

describe('motion before React (issue 39)', () => {
  it('a server-rendered element with a rotating box moves at once by the plain-DOM driver, with no chunk of its own', async () => {
    const el = serverRendered(
      'medspa-moving',
      `<div class="medspa-root" data-medspa-ssr><section ${MOTION_ATTRIBUTE}="5000"><i ${SLIDE_ATTRIBUTE} class="is-active"></i><i ${SLIDE_ATTRIBUTE}></i></section></div>`,
    );
    const box = el.shadowRoot!.querySelector('section')!;
    document.body.append(el);
    await vi.waitFor(() => expect(box.hasAttribute(DRIVEN_ATTRIBUTE)).toBe(true));
    expect(loaded).not.toContain('medspa-moving');
    el.remove();
  });

  it("on a page still loading, it starts once the page's load has come (the first paint and the hero's bytes first)", async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const el = serverRendered(
        'medspa-moving-later',
        `<div class="medspa-root" data-medspa-ssr><section ${MOTION_ATTRIBUTE}="5000"><i ${SLIDE_ATTRIBUTE} class="is-active"></i><i ${SLIDE_ATTRIBUTE}></i></section></div>`,
      );
      const box = el.shadowRoot!.querySelector('section')!;
      document.body.append(el);
      await flush();
      expect(box.hasAttribute(DRIVEN_ATTRIBUTE)).toBe(false);
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      dispatchEvent(new Event('load'));
      await vi.waitFor(() => expect(box.hasAttribute(DRIVEN_ATTRIBUTE)).toBe(true));
      el.remove();
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });
});

describe('elements anywhere', () => {
  it("an element inside a host component's shadow root (a design system) is upgraded and loads", async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' });
    inner.innerHTML = '<section><medspa-shadowed></medspa-shadowed></section>';
    await flush();
    expect(inner.querySelector('medspa-shadowed')!.shadowRoot).not.toBeNull(); // upgraded: r2wc attached its root
    expect(loaded).toContain('medspa-shadowed');
  });

  it('load(root) loads now every element under a root, through shadow roots, whatever its descriptor says', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' });
    inner.append(serverRendered('medspa-later'));
    await flush();
    expect(loaded).not.toContain('medspa-later'); // a visible island, not seen yet
    const { loadElements } = await import('./upgrade');
    await loadElements(document);
    expect(loaded).toContain('medspa-later');
  });
});

describe('islands: a server-rendered element loads when its descriptor says', () => {
  it('idle: not before the page has loaded, then React at an idle moment, then the element at the next', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.append(serverRendered('medspa-idle'));
    await flush();
    expect(loaded).not.toContain('medspa-idle');
    expect(idle).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(loaded).not.toContain('medspa-idle');
    expect(idle).toHaveLength(1);
    expect(loaded).not.toContain('react-first');
    idle[0]!();
    await flush();
    // React is evaluated in a task of its own; the element's chunk waits for another idle moment.
    expect(loaded).toContain('react-first');
    expect(loaded).not.toContain('medspa-idle');
    expect(idle).toHaveLength(2);
    idle[1]!();
    await flush();
    expect(loaded).toContain('medspa-idle');
  });

  it('visible: when the IntersectionObserver reports it on screen, not before', async () => {
    const el = serverRendered('medspa-seen');
    document.body.append(el);
    await flush();
    expect(observed.has(el)).toBe(true);
    expect(loaded).not.toContain('medspa-seen');
    intersect(el, false);
    await flush();
    expect(loaded).not.toContain('medspa-seen');
    intersect(el);
    await flush();
    expect(loaded).toContain('medspa-seen');
    expect(observed.has(el)).toBe(false);
  });

  it('a tag the table leaves out hydrates on interaction (the table holds the other moments: scripts/elements.ts)', async () => {
    const el = serverRendered('medspa-default');
    document.body.append(el);
    await flush();
    expect(observed.has(el)).toBe(false);
    expect(loaded).not.toContain('medspa-default');
    el.shadowRoot!.querySelector('button')!.dispatchEvent(new Event('focusin', { bubbles: true, composed: true }));
    await flush();
    expect(loaded).toContain('medspa-default');
  });

  it.each([
    ['medspa-hover', 'pointerover'],
    ['medspa-focus', 'focusin'],
    ['medspa-touch', 'touchstart'],
  ])('interaction: <%s> loads on the first %s inside it, not on being seen', async (tag, type) => {
    const el = serverRendered(tag);
    document.body.append(el);
    await flush();
    expect(observed.has(el)).toBe(false);
    await flush();
    expect(loaded).not.toContain(tag);
    // From inside the shadow root, as a pointer or focus would come (composed: it reaches the host).
    el.shadowRoot!.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
    await flush();
    expect(loaded.filter((t) => t === tag)).toHaveLength(1);
    el.dispatchEvent(new Event(type, { bubbles: true }));
    await flush();
    expect(loaded.filter((t) => t === tag)).toHaveLength(1);
  });

  it('a click that comes before the code is held, then given again to the same node once the element is live', async () => {
    const el = serverRendered('medspa-menu');
    document.body.append(el);
    await flush();
    const button = el.shadowRoot!.querySelector('button')!;
    const clicks: boolean[] = [];
    button.addEventListener('click', () => clicks.push(!!customElements.get('medspa-menu')));

    const first = click();
    button.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]); // held: the page's markup has no behaviour yet
    expect(loaded).toContain('medspa-menu'); // and the click itself starts the load
    expect(button.hasAttribute('data-medspa-held')).toBe(true); // answered at once: busy

    pending.get('medspa-menu')!();
    await flush();
    await flush();
    expect(clicks).toEqual([]); // defined is not live: hydration and what was typed come first
    button.dispatchEvent(click()); // a second press meanwhile is held too
    markLive(el);
    await flush();
    expect(clicks).toEqual([true, true]); // replayed in order, once each, once live
    expect(button.hasAttribute('data-medspa-held')).toBe(false);

    button.click(); // later clicks go straight through
    expect(clicks).toEqual([true, true, true]);
    expect(loaded.filter((t) => t === 'medspa-menu')).toHaveLength(1);
  });

  it('a disclosure button answers its press at once by aria-expanded, and the live widget is given the press', async () => {
    const el = serverRendered(
      'medspa-disclose',
      '<div class="medspa-root" data-medspa-ssr><button type="button" aria-expanded="false" aria-controls="list">Services</button><ul id="list" hidden></ul></div>',
    );
    document.body.append(el);
    await flush();
    const button = el.shadowRoot!.querySelector('button')!;
    const given: string[] = [];
    button.addEventListener('click', () => given.push(button.getAttribute('aria-expanded')!));
    button.dispatchEvent(click());
    expect(button.getAttribute('aria-expanded')).toBe('true'); // the CSS shows the list from this
    expect(button.hasAttribute('data-medspa-held')).toBe(false);
    pending.get('medspa-disclose')!();
    markLive(el);
    await flush();
    await flush();
    expect(given).toEqual(['true']); // the widget toggles its own state to what the visitor already sees
  });

  it('a submit before the code is held (the browser never sends the form as a page address), then requested again', async () => {
    const el = serverRendered(
      'medspa-submit',
      '<div class="medspa-root" data-medspa-ssr><form><input name="email"><button type="submit" data-pending-label="Sending...">Send</button></form></div>',
    );
    document.body.append(el);
    await flush();
    const form = el.shadowRoot!.querySelector('form')!;
    const button = form.querySelector('button')!;
    const submits: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (e) => {
      submits.push(e.submitter);
      e.preventDefault();
    });
    const early = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).toEqual([]);
    expect(button.hasAttribute('data-medspa-held')).toBe(true); // theme.css shows its pending label
    pending.get('medspa-submit')!();
    markLive(el);
    await flush();
    await flush();
    expect(submits).toEqual([button]);
    expect(button.hasAttribute('data-medspa-held')).toBe(false);
  });

  it("presses the page's inline start held before the loader came (runtime/press.ts) are held, then given back once live", async () => {
    const { earlyPresses } = await import('./press');
    const el = serverRendered('medspa-early');
    const given: string[] = [];
    const undone: string[] = [];
    earlyPresses().push(
      { host: el, again: () => given.push('first'), undo: () => undone.push('first') },
      { host: document.body, again: () => given.push('not mine'), undo: () => {} },
      { host: el, again: () => given.push('second'), undo: () => undone.push('second') },
    );
    document.body.append(el); // defined already: connected is when the loader takes it
    await flush();
    expect(loaded).toContain('medspa-early'); // a press starts the load, as one made now would
    expect(given).toEqual([]);
    pending.get('medspa-early')!();
    markLive(el);
    await flush();
    await flush();
    expect(given).toEqual(['first', 'second']); // in order, once each, once live; another element's stays listed
    expect(undone).toEqual([]);
    expect(earlyPresses().map((p) => p.host)).toEqual([document.body]);
    earlyPresses().length = 0;
  });

  it('typing or autofill inside it (input events that stay in the shadow root) starts the load', async () => {
    const el = serverRendered('medspa-typed', '<div class="medspa-root" data-medspa-ssr><input name="email"></div>');
    document.body.append(el);
    await flush();
    expect(loaded).not.toContain('medspa-typed');
    el.shadowRoot!.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    await flush();
    expect(loaded).toContain('medspa-typed');
  });

  it('code that cannot be loaded: the answers are undone, the press dropped, and the next press tries again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = serverRendered(
      'medspa-unloadable',
      '<div class="medspa-root" data-medspa-ssr><button type="button" aria-expanded="false" aria-controls="x">Menu</button><button type="submit">Go</button></div>',
    );
    document.body.append(el);
    await flush();
    const [disclosure, submit] = [...el.shadowRoot!.querySelectorAll('button')];
    disclosure!.dispatchEvent(click());
    submit!.dispatchEvent(click());
    expect(disclosure!.getAttribute('aria-expanded')).toBe('true');
    await flush();
    await flush();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('[medspa] Could not load <medspa-unloadable>', expect.any(Error)), {
      timeout: 2000,
    });
    expect(disclosure!.getAttribute('aria-expanded')).toBe('false');
    expect(submit!.hasAttribute('data-medspa-held')).toBe(false);
    submit!.dispatchEvent(click()); // the next press tries again, and is answered again
    expect(submit!.hasAttribute('data-medspa-held')).toBe(true);
    await flush();
    expect(loaded.filter((t) => t === 'medspa-unloadable')).toHaveLength(2);
  });

  it('a click on a link is not held: the browser follows it', async () => {
    const el = serverRendered('medspa-linked', '<div class="medspa-root" data-medspa-ssr><a href="#book"><span>Book</span></a></div>');
    document.body.append(el);
    await flush();
    const link = el.shadowRoot!.querySelector('a')!;
    const seen: boolean[] = [];
    link.addEventListener('click', (e) => {
      seen.push(e.defaultPrevented);
      e.preventDefault(); // (no navigation in the test)
    });
    link.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    expect(seen).toEqual([false]);
    pending.get('medspa-linked')?.();
    await flush();
    expect(seen).toEqual([false]); // not replayed
  });
});
