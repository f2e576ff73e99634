import css from './media.css?inline';
export * from './list-bucket';
export { bucketQuery, type BucketQueryOptions } from './bucket-query';
export { MediaImage, useOptimizedSrc, type MediaImageProps, type ImageState } from './MediaImage';
export { Picture, useResponsiveImage, type PictureProps } from './Picture';
export { responsiveImage, renderUrl, isStorageObject, type ImageLayout, type ResponsiveImage } from './image-url';
export { IMAGE_LAYOUTS, type ImageLayoutName } from './layouts';
export { resolveMediaUrl } from './resolve-url';
export { optimizeImage, isOwnUpload, OPTIMIZE_QUALITY, UPLOAD_PREFIX } from './optimize';
/** Widgets that show images add this to their `styles`. */
export const mediaStyles = css;
