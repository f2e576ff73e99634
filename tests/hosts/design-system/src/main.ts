/**
 * The cases of tests/hosts/shared/cases.ts in a design system's host component: <acme-shell> draws the page in its
 * own open shadow root with DOM calls (as Lit or Stencil output does), the clinic's widgets inside: cards set as
 * a property (an object) and as an attribute (a JSON string), a remount that makes them anew, a buy button given its
 * product by property before it is appended, a contact form re-appended after typing, the page's own consultation
 * button, metadata by property and an event listener. <acme-panel> (shared) is the same kind of component, nested.
 */
import { METADATA, OBJECT_CARDS, PRODUCT, STRING_CARDS_JSON, TRIGGER, formSource, recordEvent, triggerSource } from '../../shared/cases';
import '../../shared/acme-panel';

document.addEventListener('consultation-submitted', recordEvent);

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<string, string>> = {}, ...children: (Node | string)[]) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value!);
  node.append(...children);
  return node;
};

const button = (label: string, onClick: () => void, props: Partial<Record<string, string>> = {}) => {
  const b = el('button', { type: 'button', ...props }, label);
  b.addEventListener('click', onClick);
  return b;
};

class AcmeShell extends HTMLElement {
  private mounts = 0;

  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const objectSection = el('section', { id: 'object-cards' });
    const stringSection = el('section', { id: 'string-cards' });
    const output = el('output', { id: 'mounts' }, '0');
    const drawCards = () => {
      const byProperty = el('medspa-benefit-cards', { intro: 'Cards as an object' });
      byProperty.cards = OBJECT_CARDS;
      objectSection.replaceChildren(byProperty);
      stringSection.replaceChildren(el('medspa-benefit-cards', { intro: 'Cards as a JSON string', cards: STRING_CARDS_JSON }));
    };
    drawCards();

    const buySlot = el('div', { id: 'buy-slot' });
    const addBuyButton = () => {
      const buy = document.createElement('medspa-buy-button');
      buy.product = PRODUCT;
      buySlot.append(buy);
    };

    const form = el('medspa-contact-form', { source: formSource('design-system') });
    (form as HTMLElement & { metadata?: unknown }).metadata = METADATA;
    form.addEventListener('contact-submitted', recordEvent);
    const list = el(
      'ul',
      { id: 'forms' },
      el('li', { id: 'item-form' }, form),
      el('li', { id: 'item-note-a' }, 'Partner note a'),
      el('li', { id: 'item-note-b' }, 'Partner note b'),
    );
    // Re-ordering a list: the form's item is re-appended (a disconnect, then a connect, in one task).
    const moveForm = () => list.append(list.firstElementChild!);

    // The controls first: what the widgets draw below (images loading, cards remounting) never moves them.
    const remount = () => {
      drawCards();
      output.textContent = String(++this.mounts);
    };
    const trigger = {
      'data-medspa-consultation': '',
      'data-medspa-name': TRIGGER.name,
      'data-medspa-source': triggerSource('design-system'),
    };
    root.append(
      el('h1', {}, 'Design-system host'),
      el(
        'p',
        {},
        button('Remount widgets', remount),
        ' Remounts: ',
        output,
        ' ',
        button('Add buy button', addBuyButton),
        ' ',
        button('Move form', moveForm),
        ' ',
        button(TRIGGER.label, () => {}, trigger),
      ),
      objectSection,
      stringSection,
      buySlot,
      list,
      el('acme-panel', { heading: 'Acme panel' }),
    );
  }
}

customElements.define('acme-shell', AcmeShell);
