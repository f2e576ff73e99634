/** Defines <medspa-contact-form> (the server imports its definition: the default export). Its public contract: ./contact-form.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { ContactForm } from './ContactForm';
import { contactForm } from './contact-form.contract';
import css from './contact-form.css?inline';
import { controlStyles } from '../runtime/controls';

export default defineWidget(contactForm, ContactForm, [controlStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof contactForm> {}
}
