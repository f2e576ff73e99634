import { defineElement } from '../contract';

/** The page's toaster, mounted by the runtime on the first toast (not placed by pages, not in the loader). */
export const toaster = defineElement({
  tag: 'medspa-toaster',
  summary: "The page's notifications: one per page, bottom right, above open dialogs; announced to screen readers.",
  parts: { toaster: 'The list of notifications.', toast: 'Each notification.' },
});
