// @vitest-environment node
/**
 * ctx.widget is typed from the descriptors (./widget.tsx): an element that does not exist or an attribute its
 * descriptor does not declare fails `npm run typecheck` (tsconfig.node.json checks this file: each
 * `@ts-expect-error` below must meet an error, or the check fails). At run time the element is written as given.
 */
import { describe, expect, it } from 'vitest';
import { renderHtml } from './html';
import { widgetFn, type WidgetAttributes } from './widget';

const widget = widgetFn((tag, attributes) => `<p>${tag} ${Object.keys(attributes).join(' ')}</p>`);

describe('ctx.widget', () => {
  it('takes the tags and attributes the descriptors declare', () => {
    const store = widget('medspa-store', { 'heading-level': '1', 'list-url': '/store', page: undefined });
    expect(renderHtml(store)).toBe(
      '<medspa-store heading-level="1" list-url="/store"><p>medspa-store heading-level list-url</p></medspa-store>',
    );
    const attributes: WidgetAttributes<'medspa-contact-form'> = { 'prefill-from-url': 'true' };
    expect(renderHtml(widget('medspa-contact-form', attributes))).toContain('prefill-from-url="true"');
  });

  it('refuses, in the type check, what no descriptor declares', () => {
    // @ts-expect-error: <medspa-store> has no attribute "heading-levl" (a misspelling).
    expect(renderHtml(widget('medspa-store', { 'heading-levl': '1' }))).toContain('heading-levl');
    // @ts-expect-error: there is no <medspa-nothing>.
    expect(renderHtml(widget('medspa-nothing'))).toContain('<medspa-nothing>');
    // @ts-expect-error: an attribute's value is its text.
    widget('medspa-store', { 'heading-level': 1 });
  });
});
