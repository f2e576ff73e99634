/** Storage addresses in browser tests: an image shows a variant (render URL) of a stored object, or the object itself. */
export const RENDER = '/storage/v1/render/image/public/';
export const OBJECT = '/storage/v1/object/public/';

/** The stored object's public address a variant (or the original) stands for: the file an image shows. */
export const objectOf = (url: string | null | undefined): string => (url ?? '').split('?')[0]!.replace(RENDER, OBJECT);
