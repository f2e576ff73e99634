/** Defines <medspa-blog-post> (the server imports its definition: the default export). Its public contract: ./blog-post.contract.ts. */
import { defineWidget } from '../runtime/define';
import type { ElementMapOf } from '../runtime/contract';
import { BlogPost } from './BlogPost';
import { blogPost } from './blog-post.contract';
import css from './blog-post.css?inline';
import { controlStyles } from '../runtime/controls/styles';

export default defineWidget(blogPost, BlogPost, [controlStyles, css]);

declare global {
  interface HTMLElementTagNameMap extends ElementMapOf<typeof blogPost> {}
}
