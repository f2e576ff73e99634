/** Registers <medspa-contact-form>. Its public contract: ./contact-form.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { ContactForm } from './ContactForm';
import { contactForm } from './contact-form.contract';
import css from './contact-form.css?inline';
import { controlStyles } from '../runtime/controls';

defineWidget(contactForm, ContactForm, [controlStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof contactForm> {}
}
