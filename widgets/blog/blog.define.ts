/** Defines <medspa-blog> (the server imports its definition: the default export). Its public contract: ./blog.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { Blog } from './Blog';
import { blog } from './blog.contract';
import css from './blog.css?inline';
import { controlStyles, pageLinkStyles } from '../runtime/controls/styles';

export default defineWidget(blog, Blog, [controlStyles, pageLinkStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof blog> {}
}
