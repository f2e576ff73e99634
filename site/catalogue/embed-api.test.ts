// @vitest-environment node
/**
 * The install page's own controls, JavaScript API and talking iframe (issue 37): the snippets name the versioned
 * loader and frame.js with their integrity, the attributes the runtime reads (widgets/runtime/api.ts) and the
 * message shape of widgets/runtime/frame-messages.ts.
 */
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { buildManifest } from '../../scripts/manifest';
import { catalogueFrom, type CemManifest } from './catalogue';
import { renderInstall } from './index.ts';
import { bodyHtml, testContext } from '../render/test-context';
import { TRIGGER_ATTRIBUTE } from '../../widgets/runtime/api';
import { FRAME_PATH } from '../../widgets/runtime/frame-messages';
import type { Snapshot } from '../snapshot';

const SITE = 'https://clinic.example';
const FOLDER = '/widgets/v9.8.7-0123456789/';
const catalogue = catalogueFrom({
  manifest: (await buildManifest()) as CemManifest,
  integrity: { path: FOLDER, files: { 'loader.js': 'sha384-LOADER', 'embed.js': 'sha384-EMBED', 'frame.js': 'sha384-FRAME' } },
  integrityFile: 'integrity.json',
  version: '9.8.7',
  siteUrl: SITE,
});
const snapshot = { source: 'test', takenAt: '', news: [], products: [], buckets: {} } as unknown as Snapshot;
const ctx = await testContext({ siteUrl: SITE, catalogue, snapshot });
const doc = new Window().document;
doc.body.innerHTML = bodyHtml(renderInstall(ctx)).content;
const text = (id: string) => doc.getElementById(id)?.textContent ?? '';

describe('install notes: the page’s own controls and the JavaScript API', () => {
  it('a button with the trigger attribute and its prefill, after the pinned script tag', () => {
    const snippet = text('snippet-own-trigger');
    expect(snippet).toContain(`src="${SITE}${FOLDER}loader.js" integrity="sha384-LOADER"`);
    expect(snippet).toContain(`<button type="button" ${TRIGGER_ATTRIBUTE} data-medspa-source=`);
    expect(snippet).toContain('data-medspa-name="Ana" data-medspa-email="ana@example.com"');
    expect(snippet).not.toContain('reason');
    expect(snippet).toContain("[aria-busy='true']");
  });

  it('openConsultation and load imported from the same versioned loader; the global named', () => {
    const snippet = text('snippet-api');
    expect(snippet).toContain(`import { openConsultation, load } from '${SITE}${FOLDER}loader.js';`);
    expect(snippet).toContain('window.MedspaWidgets.openConsultation');
  });
});

describe('install notes: the iframe that talks', () => {
  it('frame.js pinned with its integrity, beside an iframe of the frame page with a prefill opt-in and an event listener', () => {
    const snippet = text('snippet-iframe-talks');
    expect(snippet).toContain(`<script src="${SITE}${FOLDER}frame.js" integrity="sha384-FRAME" crossorigin="anonymous"></script>`);
    expect(snippet).toContain(`src="${SITE}${FRAME_PATH}/medspa-consultation-button"`);
    expect(snippet).toContain('data-prefill-from-url="name email"');
    expect(snippet).toContain("addEventListener('consultation-submitted'");
  });

  it('documents the message shape both ways', () => {
    const section = doc.querySelector('[aria-labelledby="iframe-heading"]')!.textContent!;
    for (const shape of [
      "{ medspa: 1, type: 'resize', height }",
      "{ medspa: 1, type: 'event', name, detail }",
      "{ medspa: 1, type: 'context', attribution, prefill }",
    ])
      expect(section).toContain(shape);
  });
});
