/** Per-test isolation for widget tests: fresh config, client, toasts and DOM. */
import { afterEach } from 'vitest';
import { setConfig } from '../runtime/config';
import { setBackend } from '../runtime/backend';
import { resetToasts } from '../runtime/toast/toast';

afterEach(() => {
  setConfig(undefined);
  setBackend(undefined);
  resetToasts();
  if (typeof document !== 'undefined') document.body.replaceChildren();
});
