/**
 * The custom element of every widget, defined by the loader the moment it runs, before any widget code arrives
 * (docs/architecture.md "The element on any page"). Defined at once, every `<medspa-*>` upgrades wherever it is: in the
 * document, in a host framework's tree before its first commit, in a design system's shadow root (the global registry
 * reaches them all). A framework then finds a property for every attribute and sets objects as properties.
 *
 * r2wc's core makes the class (attributes <-> camelCase properties, parsed by type); its renderer here is lazy: an
 * element waits for its implementation (runtime/registry.ts), which its chunk registers, and the loader decides when
 * that chunk is fetched (`schedule`, runtime/upgrade.ts). On top of r2wc:
 * - properties set before the definition (own properties that hide the accessors) are taken up at upgrade, the
 *   standard lazy-property upgrade;
 * - `json` attributes take an object or a JSON string, as attribute or property; a malformed one logs one error
 *   naming the element and attribute, and the element renders as if it were absent (never an uncaught exception);
 * - a removed or emptied attribute unsets its prop (r2wc alone keeps the old value), so the default shows again;
 * - a declarative shadow root (the server's markup) is kept, not emptied;
 * - a disconnect followed by a reconnect in the same run of the page's code (a re-append, a portal, a re-ordered
 *   list) keeps the rendered tree, and so what the visitor typed.
 * No React here: the loader imports it.
 */
import r2wc from '@r2wc/core';
import { camelCase, type AttributeType } from './contract';
import { implementationOf, whenImplemented, type Implementation } from './registry';
import { SSR_ATTRIBUTE } from './markers';

// r2wc's own registry symbols (@r2wc/core, pinned): its props object and its render.
const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props');
const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render');
const R2WC_CONNECTED: unique symbol = Symbol.for('r2wc.connected');

/** When the loader should fetch an element's code; `server` says its shadow root holds the server's markup. */
export type Schedule = (el: HTMLElement, shadow: ShadowRoot, server: boolean) => void;

/** An element's render: its props, and its implementation's mount once there. */
interface Slot {
  el: Element;
  shadow: ShadowRoot;
  props: Record<string, unknown>;
  impl?: Implementation;
  mounted?: unknown;
  cancel?: () => void;
}

/** A slot whose element was just disconnected: taken back by a reconnect, else unmounted at the next microtask. */
const parked = new WeakMap<Element, Slot>();

/** A json value: an object as given, a string parsed; malformed text logs (unless `quiet`) and reads as absent. */
function jsonValue(tag: string, name: string, value: unknown, quiet = false): unknown {
  if (typeof value !== 'string') return value ?? undefined;
  if (!value.trim()) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    if (!quiet) console.error(`[medspa] <${tag}> ${name}: not valid JSON`, value.slice(0, 80));
    return undefined;
  }
}

function renderer(tag: string, schedule: Schedule | undefined) {
  const start = (slot: Slot, impl: Implementation) => {
    slot.impl = impl;
    slot.mounted = impl.mount(slot.shadow, slot.props);
  };
  return {
    mount(container: HTMLElement | ShadowRoot, _component: unknown, props: object): Slot {
      const shadow = container as ShadowRoot;
      const el = shadow.host as HTMLElement;
      const kept = parked.get(el);
      if (kept) {
        parked.delete(el);
        this.update(kept, props);
        return kept;
      }
      const slot: Slot = { el, shadow, props: { ...props } };
      const impl = implementationOf(tag);
      if (impl) start(slot, impl);
      else {
        slot.cancel = whenImplemented(tag, (arrived) => start(slot, arrived));
        const server = [...shadow.children].some((c) => c.hasAttribute(SSR_ATTRIBUTE));
        schedule?.(el, shadow, server);
      }
      return slot;
    },
    update(slot: Slot, props: object) {
      slot.props = { ...props };
      if (slot.impl) slot.impl.update(slot.mounted, slot.props);
    },
    // Kept until the end of this turn's script (a microtask): a move is one synchronous run of the page's code (an
    // append elsewhere, a framework's commit), and what stays out is unmounted before anything else can render it.
    unmount(slot: Slot) {
      parked.set(slot.el, slot);
      queueMicrotask(() => {
        if (parked.get(slot.el) !== slot) return; // connected again
        parked.delete(slot.el);
        slot.cancel?.();
        slot.impl?.unmount(slot.mounted);
      });
    },
  };
}

type R2wcElement = HTMLElement & {
  attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  [R2WC_CONNECTED]: boolean;
};

/**
 * Defines `tag` (once: a second bundle on the page finds it defined) with its attributes' types. `schedule` is the
 * loader's; without one (tests, Storybook, a chunk that is its own implementation) the element renders as soon as
 * its implementation is registered.
 */
export function defineCustomElement(tag: string, attributes: Record<string, AttributeType>, schedule?: Schedule): void {
  if (customElements.get(tag)) return;
  const props: Record<string, 'string' | 'number' | 'boolean'> = {};
  // json is ours, not r2wc's (its parse throws on malformed text): r2wc keeps the text, the accessors below parse it
  for (const [name, type] of Object.entries(attributes)) props[camelCase(name)] = type === 'json' ? 'string' : type;
  const json = Object.keys(attributes).filter((name) => attributes[name] === 'json');
  const Base = r2wc(() => null, { shadow: 'open', props }, renderer(tag, schedule)) as unknown as { new (): R2wcElement };

  class MedspaElement extends Base {
    constructor() {
      super();
      // r2wc starts "connected", so the first attribute or property a framework sets on a new, detached element
      // would mount it with that one prop, and the rest arrive as a later (transition) render: the cards drawn
      // empty, then filled. Rendered once in the document, with everything set before the insertion.
      this[R2WC_CONNECTED] = false;
      for (const name of json) this[R2WC_PROPS][camelCase(name)] = jsonValue(tag, name, this.getAttribute(name), true);
      // Properties a framework or script set before the definition hide the accessors: taken up through them.
      const self = this as unknown as Record<string, unknown>;
      for (const key of Object.keys(props)) {
        if (!Object.prototype.hasOwnProperty.call(this, key)) continue;
        const value = self[key];
        delete self[key];
        self[key] = value;
      }
    }

    // r2wc attaches a shadow root in its constructor; a declarative one (the server's) is kept, not emptied
    // (attachShadow on a declarative root returns it with its children removed).
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const type = attributes[name];
      if (type === 'json') {
        this[R2WC_PROPS][camelCase(name)] = jsonValue(tag, name, value);
        return this[R2WC_RENDER]();
      }
      // A boolean attribute present with no value (`<x headless>`) is `true` (r2wc reads '' as absent).
      if (type === 'boolean' && value === '') return super.attributeChangedCallback(name, old, 'true');
      if (!type || value) return super.attributeChangedCallback(name, old, value);
      this[R2WC_PROPS][camelCase(name)] = undefined;
      this[R2WC_RENDER]();
    }
  }
  for (const name of json) {
    const key = camelCase(name);
    Object.defineProperty(MedspaElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: R2wcElement) {
        return this[R2WC_PROPS][key];
      },
      // An object is kept as given (not reflected: a framework's object is no attribute); a string is parsed.
      set(this: R2wcElement, value: unknown) {
        this[R2WC_PROPS][key] = jsonValue(tag, name, value);
        this[R2WC_RENDER]();
      },
    });
  }
  customElements.define(tag, MedspaElement);
}
