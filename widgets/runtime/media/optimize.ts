/**
 * docs/product.md §4: images from the product's own upload folder are fetched, scaled to the requested size and
 * re-encoded (quality 0.98); on any failure the original address is used. Decoding and scaling happen in
 * createImageBitmap off the main thread where the browser can; the result is an object URL.
 */
export const OPTIMIZE_QUALITY = 0.98;
/** Paths the product uploads its own images to (the site's /uploads/ folder). */
export const UPLOAD_PREFIX = '/uploads/';

export function isOwnUpload(src: string, base = typeof location === 'undefined' ? 'http://localhost/' : location.href): boolean {
  try {
    const url = new URL(src, base);
    return url.origin === new URL(base).origin && url.pathname.startsWith(UPLOAD_PREFIX);
  } catch {
    return false;
  }
}

export async function optimizeImage(src: string, width: number, height: number, fetchImpl: typeof fetch = fetch): Promise<string> {
  const res = await fetchImpl(src);
  if (!res.ok) throw new Error(`GET ${src} answered ${res.status}`);
  const blob = await res.blob();
  const bitmap = await createImageBitmap(blob, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const out = await canvas.convertToBlob({ type: 'image/webp', quality: OPTIMIZE_QUALITY });
  return URL.createObjectURL(out);
}
