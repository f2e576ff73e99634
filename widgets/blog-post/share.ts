/**
 * Share (docs/product.md §2 "Blog post"): the page's link to the clipboard, then the toast "Link copied!" /
 * "The blog post link has been copied to your clipboard.". Where the clipboard is refused (no permission, an
 * insecure origin, an iframe without clipboard-write) the caller shows the link to copy by hand.
 */
import { toast } from '../runtime/toast';

export const LINK_COPIED = { title: 'Link copied!', description: 'The blog post link has been copied to your clipboard.' } as const;

export async function copyLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(url);
  } catch {
    return false;
  }
  toast(LINK_COPIED);
  return true;
}
