/**
 * /widgets/frame.js (issue 37): the one script a page that frames the widgets (the iframe fallback) adds. For every
 * `<iframe src=".../widgets/frame/<tag>">` on the page, now or later, a message is taken only from that iframe's
 * window and origin; then the frame's height follows its content, each of the widget's events is dispatched again
 * on the <iframe> element (a bubbling CustomEvent of the same name and detail), and the frame is sent this page's
 * first campaign touch (kept for the visit as the widgets keep it: runtime/attribution.ts) and the prefill this
 * page's address offers for the fields the iframe lists in `data-prefill-from-url` (as `prefill-from-url`).
 * The messages: ./frame-messages.ts.
 */
import { captureFirstTouch } from './attribution';
import { FRAME_MARK, FRAME_PATH, FRAME_PREFILL, frameMessage } from './frame-messages';
import { urlPrefill } from './url-prefill';

/** The frame a message came from, if it is one of ours and the message carries that frame's origin. */
function frameOf(e: MessageEvent): { frame: HTMLIFrameElement; origin: string } | null {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>(`iframe[src*="${FRAME_PATH}/"]`)) {
    if (frame.contentWindow !== e.source) continue;
    const origin = new URL(frame.src, location.href).origin;
    return e.origin === origin ? { frame, origin } : null;
  }
  return null;
}

addEventListener('message', (e) => {
  const message = frameMessage(e.data);
  const from = message && frameOf(e);
  if (!message || !from) return;
  const { frame, origin } = from;
  if (message.type === 'resize' && Number.isFinite(message.height) && message.height >= 0) {
    // CSSOM: allowed under a CSP without 'unsafe-inline' styles.
    frame.style.height = `${Math.ceil(message.height)}px`;
    // Answered on every report (the frame takes the first its page gets): a frame that reloads asks again.
    frame.contentWindow?.postMessage(
      {
        medspa: FRAME_MARK,
        type: 'context',
        attribution: captureFirstTouch() ?? undefined,
        prefill: urlPrefill(frame.dataset.prefillFromUrl, FRAME_PREFILL, location.search),
      },
      origin,
    );
  } else if (message.type === 'event' && /^[a-z]+(-[a-z]+)+$/.test(message.name)) {
    frame.dispatchEvent(new CustomEvent(message.name, { bubbles: true, composed: true, detail: message.detail }));
  }
});
