/** Visit Us and its map: loading, no key configured, failed (key error / answer without a key), shown (a fake Google Maps API, no network). */
import { visitUs } from '../widgets/visit-us/visit-us.contract';
import { routes } from '../widgets/test/fake-backend';
import type { LatLngLiteral, MapsApi } from '../widgets/visit-us/use-map';
import { expect } from 'storybook/test';
import { elementMeta, type ElementStory } from './support/element-story';
import { keptToasts } from './support/keep-toasts';
import { elementIn, eventually, expectToast, toastTexts } from './support/play';
import { statesOf } from './support/states';

/** A stand-in for google.maps: draws a plain street grid with a pin in the element it is given. */
const fakeMaps: MapsApi = {
  Map: class {
    constructor(el: HTMLElement, opts: { center: LatLngLiteral; zoom: number }) {
      el.innerHTML = `<div style="position:absolute;inset:0;background:
        repeating-linear-gradient(0deg,#e8e2da 0 2px,transparent 2px 48px),
        repeating-linear-gradient(90deg,#e8e2da 0 2px,transparent 2px 64px),#f4efe9"></div>
        <div style="position:absolute;left:50%;top:50%;width:28px;height:28px;transform:translate(-50%,-100%) rotate(-45deg);border-radius:50% 50% 50% 0;background:#b42318;border:3px solid #fff;box-shadow:0 2px 6px rgb(0 0 0/.3)" aria-hidden="true"></div>
        <p style="position:absolute;left:8px;bottom:8px;margin:0;padding:2px 8px;background:#fff;border-radius:4px;font:12px system-ui;color:#1f1a17">
        Fake map · ${opts.center.lat}, ${opts.center.lng} · zoom ${opts.zoom}</p>`;
    }
  },
  Marker: class {},
};

// `parameters.fakeMaps`: the story has the stand-in Google Maps API; other stories must not see it. (A line comment:
// a doc comment here would replace the meta's parameters and the summary on the docs page.)
const meta = {
  ...elementMeta(visitUs),
  decorators: [
    keptToasts,
    (Story: () => React.JSX.Element, ctx: { parameters: { fakeMaps?: boolean } }) => {
      const g = globalThis as { google?: unknown };
      if (ctx.parameters.fakeMaps) g.google = { maps: fakeMaps };
      else delete g.google;
      return <Story />;
    },
  ],
};
export default meta;
type Story = ElementStory;

const KEY = 'POST /functions/v1/get-google-maps-key';
const MAP_FAILED = 'Unable to load the map at this time. Please try again later.';
/** The message and the directions link instead of the map (and the toast, when `toast`). */
const mapFailed =
  (toast: boolean): Story['play'] =>
  async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, visitUs.tag);
    await expect(await screen.findByText(MAP_FAILED)).toBeTruthy();
    await expect(screen.getByRole('link', { name: /^Get directions/ })).toHaveAttribute('target', '_blank');
    if (toast) await expectToast('Failed to load map configuration', undefined, 'destructive');
    else await expect(toastTexts()).toEqual([]);
  };

export const MapLoading: Story = {
  parameters: { backend: routes({ [KEY]: { status: 200, body: {}, delay: Infinity } }) },
  play: async ({ canvasElement }) => {
    const { screen } = await elementIn(canvasElement, visitUs.tag);
    await expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
    await expect(screen.queryByText(MAP_FAILED)).toBeNull();
  },
};
/** The local default: no key configured, the function answers 503. The message and directions link, no toast. */
export const MapNoKeyConfigured: Story = {
  parameters: { backend: routes({ [KEY]: { status: 503, body: { error: 'Google Maps API key is not configured' } } }) },
  play: mapFailed(false),
};
/** The key call fails: the toast, the message and the directions link. */
export const MapFailedKeyError: Story = {
  parameters: {
    backend: routes({ [KEY]: { status: 500, body: { error: 'down' } } }),
    expectedErrors: [/Loading the map configuration failed \(FunctionsHttpError, status 500\)/],
  },
  play: mapFailed(true),
};
export const MapFailedMissingKeyField: Story = {
  parameters: {
    backend: routes({ [KEY]: { status: 200, body: {} } }),
    expectedErrors: [/Loading the map configuration failed \(MapsKeyMissingError\)/],
  },
  play: mapFailed(true),
};
export const MapShown: Story = {
  parameters: { fakeMaps: true, backend: routes({ [KEY]: { status: 200, body: { GOOGLE_MAPS_API_KEY: 'story-key' } } }) },
  play: async ({ canvasElement }) => {
    const { root } = await elementIn(canvasElement, visitUs.tag);
    await eventually(() => expect(root.textContent).toContain('Fake map'));
  },
};
/** Every state above side by side, each on its own fake backend (and its own stand-in map). */
export const States: Story = statesOf(['MapLoading', 'MapNoKeyConfigured', 'MapFailedKeyError', 'MapFailedMissingKeyField', 'MapShown'], {
  minWidth: 640,
  minHeight: 640,
});
