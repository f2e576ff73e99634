/**
 * The address an image stands for: its original (`data-original`, set when it is drawn as storage variants,
 * runtime/media/Picture.tsx) or its `src`. Tests name images by the file they show, whatever variant is asked for.
 */
export const originalSrc = (el: Element | null | undefined): string | null | undefined =>
  el ? (el.getAttribute('data-original') ?? el.getAttribute('src')) : undefined;
