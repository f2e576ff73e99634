/** Defines <medspa-service-images> (the server imports its definition: the default export). Its public contract: ./service-images.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { mediaStyles } from '../runtime/media';
import { ServiceImages } from './ServiceImages';
import { serviceImages } from './service-images.contract';
import css from './service-images.css?inline';

export default defineWidget(serviceImages, ServiceImages, [mediaStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof serviceImages> {}
}
