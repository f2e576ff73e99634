/** The loader's CSP nonce on what the widgets add to the page (runtime/nonce.ts, issue 30). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageNonce, resetNonceForTests, withNonce } from './nonce';
import { setBundleUrl } from './bundle-url';
import { adoptStyles } from './styles';

const script = (src: string, nonce?: string) => {
  const el = document.createElement('script');
  el.type = 'application/x-test'; // (never run)
  el.src = src;
  if (nonce) el.nonce = nonce;
  document.head.append(el);
  return el;
};

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  resetNonceForTests();
});

describe('pageNonce', () => {
  it("is the nonce of the loader's own script tag (the bundle's address)", () => {
    script('https://other.example/tag.js', 'other-nonce');
    script('https://clinic.example/widgets/loader.js', 'loader-nonce');
    setBundleUrl('https://clinic.example/widgets/loader.js');
    expect(pageNonce()).toBe('loader-nonce');
    expect(withNonce(document.createElement('script')).nonce).toBe('loader-nonce');
  });

  it("falls back to the page's first nonce when the loader's tag has none (added by a tag manager)", () => {
    script('https://gtm.example/gtm.js', 'page-nonce');
    script('https://clinic.example/widgets/loader.js');
    setBundleUrl('https://clinic.example/widgets/loader.js');
    expect(pageNonce()).toBe('page-nonce');
  });

  it('is empty on a page without nonces, and nothing is set', () => {
    setBundleUrl('https://clinic.example/widgets/loader.js');
    expect(pageNonce()).toBe('');
    expect(withNonce(document.createElement('style')).hasAttribute('nonce')).toBe(false);
  });

  it('the <style> fallback of adoptStyles carries it (where constructable stylesheets fail)', () => {
    script('https://clinic.example/widgets/loader.js', 'style-nonce');
    setBundleUrl('https://clinic.example/widgets/loader.js');
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        constructor() {
          throw new Error('no constructable stylesheets here');
        }
      },
    );
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    adoptStyles(root, ['.nonce-test { color: red }']);
    vi.unstubAllGlobals();
    expect(root.querySelector('style')?.nonce).toBe('style-nonce');
  });
});
