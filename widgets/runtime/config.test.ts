import { describe, expect, it } from 'vitest';
import { getConfig, setBundleUrl, setConfig } from './config';

function pageConfig(json: string) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'medspa-config';
  el.textContent = json;
  document.head.append(el);
  return () => el.remove();
}

describe('getConfig', () => {
  it('reads the page block over the build defaults', () => {
    const remove = pageConfig('{"supabaseUrl":"https://abc.supabase.co/","bookingUrl":"https://book.example/"}');
    setConfig(undefined);
    const cfg = getConfig();
    expect(cfg.supabaseUrl).toBe('https://abc.supabase.co');
    expect(cfg.bookingUrl).toBe('https://book.example/');
    expect(cfg.supabaseAnonKey).toBe(__MEDSPA_DEFAULTS__.supabaseAnonKey);
    remove();
  });

  it.each([
    [undefined, false],
    [false, false],
    [true, 'dataLayer'],
    ['tagLayer', 'tagLayer'],
    ['not a name()', false],
    [1, false],
  ])('reads "dataLayer": %j as %j (off unless the page asks)', (value, expected) => {
    const remove = pageConfig(JSON.stringify(value === undefined ? {} : { dataLayer: value }));
    setConfig(undefined);
    expect(getConfig().dataLayer).toBe(expected);
    remove();
  });

  it('keeps the defaults and logs when the block is not JSON', () => {
    const remove = pageConfig('{not json');
    const errors: unknown[] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    setConfig(undefined);
    expect(getConfig().bookingUrl).toBe(__MEDSPA_DEFAULTS__.bookingUrl);
    console.error = orig;
    expect(errors).toHaveLength(1);
    remove();
  });

  it('falls back to the origin the bundle was loaded from when no Supabase URL is set anywhere', () => {
    setConfig(undefined);
    const saved = __MEDSPA_DEFAULTS__.supabaseUrl;
    (__MEDSPA_DEFAULTS__ as { supabaseUrl: string }).supabaseUrl = '';
    setBundleUrl('https://clinic.example/widgets/loader.js');
    expect(getConfig().supabaseUrl).toBe('https://clinic.example');
    (__MEDSPA_DEFAULTS__ as { supabaseUrl: string }).supabaseUrl = saved;
  });

  it('reads the page once (later edits of the block do not change a running page)', () => {
    setConfig(undefined);
    const first = getConfig();
    const remove = pageConfig('{"bookingUrl":"https://changed.example/"}');
    expect(getConfig()).toBe(first);
    remove();
  });
});
