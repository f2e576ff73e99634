import { describe, expect, it, vi } from 'vitest';

const loaded: string[] = [];
vi.mock('virtual:medspa-elements', () => ({
  elements: {
    'medspa-alpha': async () => {
      loaded.push('alpha');
    },
    'medspa-beta': async () => {
      loaded.push('beta');
    },
    'medspa-broken': async () => {
      loaded.push('broken');
      throw new Error('chunk 404');
    },
  },
}));

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('startUpgrading', () => {
  it('loads only the tags on the page, once each, and tags added later', async () => {
    document.body.innerHTML = '<medspa-alpha></medspa-alpha><div><medspa-alpha></medspa-alpha></div>';
    const { startUpgrading } = await import('./upgrade');
    startUpgrading();
    await flush();
    expect(loaded).toEqual(['alpha']);

    const later = document.createElement('section');
    later.innerHTML = '<medspa-beta></medspa-beta>';
    document.body.append(later);
    await flush();
    expect(loaded).toEqual(['alpha', 'beta']);

    document.body.append(document.createElement('medspa-beta'));
    await flush();
    expect(loaded).toEqual(['alpha', 'beta']);
  });

  it('logs a failed chunk and tries again when the tag appears again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.append(document.createElement('medspa-broken'));
    await flush();
    await flush();
    expect(log).toHaveBeenCalledWith('[medspa] Could not load <medspa-broken>', expect.any(Error));
    document.body.append(document.createElement('medspa-broken'));
    await flush();
    expect(loaded.filter((t) => t === 'broken')).toHaveLength(2);
  });
});
