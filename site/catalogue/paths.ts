/** The widget catalogue's addresses (./index.ts lists its pages). */
import { FRAME_PATH } from '../../widgets/runtime/frame-messages';

export const CATALOGUE_PATH = '/widgets';
export const INSTALL_PATH = '/widgets/install';
export const elementPath = (tag: string) => `${CATALOGUE_PATH}/${tag}`;
/** Where the iframe fallback's pages live: one per element, only the element, allowed in frames (site/host/headers.ts). */
export { FRAME_PATH };
export const framePath = (tag: string) => `${FRAME_PATH}/${tag}`;
/** The frame pages' own script (site/catalogue/frame-child.ts, bundled by the site build). */
export const FRAME_CHILD_SCRIPT = 'assets/frame-child.js';
