import { describe, expect, it } from 'vitest';
import { inlineJson, readInlineJson } from './inline-data';

describe('inline JSON', () => {
  it('round-trips any text through a script element: no </script> ends it early, no {{ reaches the site build', () => {
    const rows = [{ title: '</script><script>alert(1)</script>', body: '{{year}} {{{x}}}', n: { a: [1, 2] } }];
    const json = inlineJson(rows);
    expect(json).not.toMatch(/<|\{\{/);
    const host = document.createElement('div');
    host.innerHTML = `<script type="application/json" data-x>${json}</script>`;
    expect(host.children).toHaveLength(1);
    expect(readInlineJson(host, 'data-x')).toEqual(rows);
  });

  it('nothing, another attribute or broken JSON: undefined', () => {
    const host = document.createElement('div');
    expect(readInlineJson(undefined, 'data-x')).toBeUndefined();
    expect(readInlineJson(host, 'data-x')).toBeUndefined();
    host.innerHTML = '<script type="application/json" data-y>[1]</script><script type="application/json" data-x>[1,</script>';
    expect(readInlineJson(host, 'data-x')).toBeUndefined();
    expect(readInlineJson(host, 'data-y')).toEqual([1]);
  });
});
