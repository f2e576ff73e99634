/**
 * widgets/runtime/replay-target.ts in a real browser (happy-dom neither retargets nor clears an event's target): a
 * hover or focus queued by a hydrating root in a shadow root keeps its target for React's replay, while listeners
 * outside the shadow root still see the host during the dispatch.
 */
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { test, expect } from './support/fixtures';

const MODULE = transformSync(readFileSync('widgets/runtime/replay-target.ts', 'utf8'), {
  loader: 'ts',
  format: 'iife',
  globalName: 'replayTarget',
}).code;

/** In the page: a focusin from a field in a shadow root, queued at the container as React queues it; what was seen. */
const dispatchQueued = ([keep, composed]: [boolean, boolean]) => {
  const w = window as unknown as { replayTarget: { keepReplayTargets(container: Element): () => void } };
  const host = document.createElement('div');
  document.body.append(host);
  const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
  const field = container.appendChild(document.createElement('input'));
  const stop = keep ? w.replayTarget.keepReplayTargets(container) : () => {};
  let queued: Event | undefined;
  let outside: EventTarget | null = null;
  container.addEventListener('focusin', (e) => (queued = e), true); // React's listener comes after ours
  const seeOutside = (e: Event) => (outside = e.target);
  document.addEventListener('focusin', seeOutside);
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed }));
  document.removeEventListener('focusin', seeOutside);
  const after = queued!.target;
  let replayed = false;
  field.addEventListener('focusin', () => (replayed = true));
  if (after) after.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
  stop();
  return { afterIsField: after === field, afterIsNull: after === null, outsideIsHost: outside === host, replayed };
};

test('a focus queued while hydrating keeps its target for the replay; outside the shadow root the host is seen', async ({ page }) => {
  await page.setContent('<!doctype html><body></body>');
  await page.addScriptTag({ content: MODULE });
  // The browser's own behaviour, the reason for the module: an event whose path ended in the shadow root has no
  // target once dispatched, and a replay on it throws.
  expect(await page.evaluate(dispatchQueued, [false, false] as [boolean, boolean])).toEqual({
    afterIsField: false,
    afterIsNull: true,
    outsideIsHost: false,
    replayed: false,
  });
  expect(await page.evaluate(dispatchQueued, [true, false] as [boolean, boolean])).toEqual({
    afterIsField: true,
    afterIsNull: false,
    outsideIsHost: false,
    replayed: true,
  });
  // A composed one: during its dispatch a listener outside the shadow root still sees the host, not the field.
  expect(await page.evaluate(dispatchQueued, [true, true] as [boolean, boolean])).toMatchObject({
    outsideIsHost: true,
    afterIsNull: false,
  });
});
