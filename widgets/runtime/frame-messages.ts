/**
 * The messages between a frame page of the iframe fallback (/widgets/frame/<tag>, ./frame-child.ts) and the page
 * that frames it (/widgets/frame.js, ./frame-parent.ts), published in the catalogue's install notes. Every message
 * is a plain object marked `medspa: 1`.
 * - frame -> parent: `resize` (the content's height in CSS pixels, on every change) and `event` (each of the
 *   element's declared events, with its detail, as it fires);
 * - parent -> frame: `context`, the parent page's first campaign touch and the prefill its address offers, taken
 *   from the frame's parent window only, once per frame page.
 */
import type { Attribution } from '../content/attribution';

export const FRAME_MARK = 1;

/** The fields the parent may prefill (never a message or a reason). */
export const FRAME_PREFILL = ['name', 'email'] as const;
export type FramePrefill = Partial<Record<(typeof FRAME_PREFILL)[number], string>>;

export type FrameMessage =
  | { medspa: typeof FRAME_MARK; type: 'resize'; height: number }
  | { medspa: typeof FRAME_MARK; type: 'event'; name: string; detail: unknown }
  | { medspa: typeof FRAME_MARK; type: 'context'; attribution?: Attribution; prefill?: FramePrefill };

/** The message if `data` is one of ours, else null. */
export const frameMessage = (data: unknown): FrameMessage | null =>
  data && typeof data === 'object' && (data as { medspa?: unknown }).medspa === FRAME_MARK ? (data as FrameMessage) : null;

/** Where the frame pages live, one per element: FRAME_PATH/<tag> (site/catalogue/frame-page.tsx writes them). */
export const FRAME_PATH = '/widgets/frame';
