/**
 * What `openConsultation()` does (./api.ts imports this chunk on first use): the page gets one headless
 * <medspa-consultation-button> of its own, marked `data-medspa-api` (the page's own consultation elements keep
 * their attributes and prefill), given the options as its attributes and opened with its `open` attribute. It
 * holds no React and imports nothing from the loader. The loader stamps the new element with its template
 * (runtime/stamp.ts), which opens the dialog for `open` at once, before the element's code (issue 39); once the
 * code is live, the component reads `open` itself.
 */

export interface ConsultationOptions {
  /** Prefills the Name field (when empty). */
  name?: string;
  /** Prefills the Email field (when empty). */
  email?: string;
  /** Your name for this placement, stored with the request's attribution. */
  source?: string;
  /** Your own keys for the lead, stored with the request (the element's `metadata`). */
  metadata?: Record<string, unknown>;
}

const TAG = 'medspa-consultation-button';
export const API_ATTRIBUTE = 'data-medspa-api';

/** The API's own element, made and placed once per page. */
function element(): HTMLElement {
  let el = document.querySelector<HTMLElement>(`${TAG}[${API_ATTRIBUTE}]`);
  if (!el) {
    el = document.createElement(TAG);
    el.setAttribute('headless', 'true');
    el.setAttribute(API_ATTRIBUTE, '');
    document.body.append(el);
  }
  return el;
}

/** Resolves once the element's dialog is open (a modal <dialog> in its shadow root). */
function opened(el: HTMLElement): Promise<void> {
  const root = el.shadowRoot;
  if (!root) return Promise.reject(new Error(`<${TAG}> has no shadow root`));
  const isOpen = () => !!root.querySelector('dialog[open]');
  if (isOpen()) return Promise.resolve();
  return new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (!isOpen()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
}

export async function openConsultation(options: ConsultationOptions = {}): Promise<void> {
  const el = element();
  for (const key of ['name', 'email', 'source'] as const) {
    const value = options[key];
    if (typeof value === 'string' && value.trim()) el.setAttribute(key, value);
    else el.removeAttribute(key);
  }
  if (options.metadata) el.setAttribute('metadata', JSON.stringify(options.metadata));
  else el.removeAttribute('metadata');
  el.setAttribute('open', 'true');
  await opened(el);
}
