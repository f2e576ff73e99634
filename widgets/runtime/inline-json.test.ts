import { describe, expect, it } from 'vitest';
import { inlineJson } from './inline-json';

describe('inline JSON', () => {
  it('round-trips any text through a script element: no </script> ends it early, no {{ reaches the site build', () => {
    const rows = [{ title: '</script><script>alert(1)</script>', body: '{{year}} {{{x}}}', n: { a: [1, 2] } }];
    const json = inlineJson(rows);
    expect(json).not.toMatch(/<|\{\{/);
    const host = document.createElement('div');
    host.innerHTML = `<script type="application/json" data-x>${json}</script>`;
    expect(host.children).toHaveLength(1);
    expect(JSON.parse(host.querySelector('script')!.textContent!)).toEqual(rows);
  });
});
