/**
 * The catalogue pages' script (/widgets, site/catalogue/index.ts; bundled by the site build: the CSP allows no
 * inline script). On an element's page: the controls set the attributes and CSS properties of the element in the
 * preview frame (its frame page, same origin), the log lists each declared event as it fires, the snippets follow
 * the controls and the frame follows its content's height. On every catalogue page: the copy buttons.
 */
import { htmlSnippet, reactSnippet, type Bundle, type ElementUse } from './snippets';

const all = <T extends Element>(root: ParentNode, selector: string) => [...root.querySelectorAll<T>(selector)];

function setupElement(root: HTMLElement): void {
  const tag = root.dataset.catalogueElement!;
  const frame = root.querySelector<HTMLIFrameElement>('iframe[data-preview-frame]');
  if (!frame) return;
  let preview: HTMLElement | undefined;
  const bundle: Bundle = { loaderUrl: root.dataset.loader!, integrity: root.dataset.integrity || undefined, typesUrl: root.dataset.types! };
  const attributeControls = all<HTMLInputElement | HTMLTextAreaElement>(root, '[data-attribute]');
  const cssControls = all<HTMLInputElement>(root, '[data-css-property]');
  const events = all<HTMLElement>(root, '[data-event-log]').length ? eventNames(root) : [];

  const use = (): ElementUse => ({
    tag,
    attributes: attributeControls.flatMap((c) => {
      const name = c.dataset.attribute!;
      const type = c.dataset.type!;
      if (c instanceof HTMLInputElement && c.type === 'checkbox') {
        return c.checked === (c.dataset.default === 'true') ? [] : c.checked ? [{ name, type, value: '' }] : [];
      }
      return c.value === c.dataset.default || c.value === '' ? [] : [{ name, type, value: c.value }];
    }),
    styles: cssControls.flatMap((c) =>
      c.value.trim() === '' || c.value === c.dataset.default ? [] : [{ name: c.dataset.cssProperty!, value: c.value.trim() }],
    ),
    events,
  });

  const apply = () => {
    const now = use();
    const html = root.querySelector('#snippet-html');
    const react = root.querySelector('#snippet-react');
    if (html) html.textContent = htmlSnippet(bundle, now);
    if (react) react.textContent = reactSnippet(bundle, now);
    if (!preview) return;
    for (const c of attributeControls) {
      const set = now.attributes.find((a) => a.name === c.dataset.attribute);
      if (set) preview.setAttribute(set.name, set.value);
      else preview.removeAttribute(c.dataset.attribute!);
    }
    // CSSOM, not a style attribute: the page's CSP allows no inline style attributes but does allow this.
    for (const c of cssControls) {
      const set = now.styles.find((s) => s.name === c.dataset.cssProperty);
      if (set) preview.style.setProperty(set.name, set.value);
      else preview.style.removeProperty(c.dataset.cssProperty!);
    }
  };
  for (const c of [...attributeControls, ...cssControls]) c.addEventListener(c.type === 'checkbox' ? 'change' : 'input', apply);

  const log = root.querySelector<HTMLOListElement>('[data-event-log]');
  const empty = root.querySelector<HTMLElement>('[data-log-empty]');
  const record = (name: string, event: Event) => {
    if (!log) return;
    const item = document.createElement('li');
    const label = document.createElement('code');
    label.textContent = name;
    const detail = (event as CustomEvent).detail as unknown;
    const time = new Date().toLocaleTimeString('en-US', { hour12: false });
    item.append(label, ` at ${time}, detail: ${JSON.stringify(detail ?? null)}`);
    log.append(item);
    if (empty) empty.hidden = true;
  };

  const connect = () => {
    const doc = frame.contentDocument;
    const el = doc?.querySelector<HTMLElement>(tag);
    if (!doc || !el || el === preview) return;
    preview = el;
    // The frame's element is server-rendered (an island waiting for a touch): the preview is there to be driven by the
    // controls, so it goes live now (runtime/upgrade.ts wakes it on a pointer over it).
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    for (const name of events) el.addEventListener(name, (event) => record(name, event));
    apply();
    // The frame as tall as its content, within bounds (a widget sized by the viewport would otherwise grow with it).
    const fit = () => frame.style.setProperty('height', `${Math.min(Math.max(doc.documentElement.scrollHeight, 192), 1600)}px`);
    new ResizeObserver(fit).observe(doc.body);
  };
  frame.addEventListener('load', connect);
  if (frame.contentDocument?.readyState === 'complete') connect(); // loaded before this script ran
}

/** The declared events, as the page lists them (from the manifest). */
const eventNames = (root: HTMLElement) => all<HTMLElement>(root, '[data-event]').map((e) => e.dataset.event!);

function setupCopy(): void {
  for (const button of all<HTMLButtonElement>(document, 'button[data-copy]')) {
    const code = document.getElementById(button.dataset.copy!);
    const status = button.closest('section')?.querySelector<HTMLElement>('[data-copy-status]');
    button.addEventListener('click', () => {
      const label = button.textContent?.replace(/^Copy /, '') ?? 'snippet';
      navigator.clipboard.writeText(code?.textContent ?? '').then(
        () => status && (status.textContent = `Copied the ${label} snippet.`),
        () => status && (status.textContent = `The browser refused the clipboard: select the ${label} snippet and copy it.`),
      );
    });
  }
}

/**
 * The build wrote the snippets with SITE_URL's origin (`<meta name="medspa-build-origin">`); served from another
 * origin (a preview, another port), they name the origin that serves this page instead (issue 30), before the
 * controls rewrite them from the same data.
 */
function nameServingOrigin(): void {
  const built = document.querySelector<HTMLMetaElement>('meta[name="medspa-build-origin"]')?.content;
  const here = location.origin;
  if (!built || built === here) return;
  for (const code of all<HTMLElement>(document, 'main code')) {
    if (code.textContent?.includes(built)) code.textContent = code.textContent.replaceAll(built, here);
  }
  for (const root of all<HTMLElement>(document, '[data-catalogue-element]')) {
    for (const key of ['loader', 'types'] as const) {
      const value = root.dataset[key];
      if (value?.startsWith(built)) root.dataset[key] = here + value.slice(built.length);
    }
  }
}

nameServingOrigin();
for (const root of all<HTMLElement>(document, '[data-catalogue-element]')) setupElement(root);
setupCopy();
