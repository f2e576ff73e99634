/**
 * A design system's own component, hand-written the way Lit or Stencil builds one: `<acme-panel heading="…">` draws
 * its markup in its OWN open shadow root, and that markup holds the clinic's widgets (a consultation button and
 * benefit cards whose `cards` it sets as a property before appending). The loader must find and upgrade elements
 * there (issue 37, item 3). Styles by a constructed stylesheet: the apps' CSP allows no inline style.
 */
import { PANEL_CARDS } from './cases';

const sheet = new CSSStyleSheet();
sheet.replaceSync(':host { display: block; border: 2px solid #335; padding: 12px; margin: 12px 0; } h2 { font: 600 18px system-ui; }');

export class AcmePanel extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return; // moved: drawn already
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet];
    const heading = document.createElement('h2');
    heading.textContent = this.getAttribute('heading') ?? 'Acme panel';
    const button = document.createElement('medspa-consultation-button');
    button.setAttribute('source', 'acme-panel');
    const cards = document.createElement('medspa-benefit-cards');
    cards.cards = PANEL_CARDS;
    root.append(heading, button, cards, document.createElement('slot'));
  }
}

if (!customElements.get('acme-panel')) customElements.define('acme-panel', AcmePanel);

declare global {
  interface HTMLElementTagNameMap {
    'acme-panel': AcmePanel;
  }
}
