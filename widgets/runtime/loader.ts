/**
 * The ES-module entry (dist/widgets/loader.js). Small on purpose: it defines every element (runtime/element.ts) but
 * holds no widget; each widget's chunk is fetched only when one of its elements is connected. Chunk URLs are relative
 * to this file, so the bundle works from any origin:  <script type="module" src="https://clinic.example/widgets/loader.js"></script>
 * Its exports are the page's JavaScript API, also `window.MedspaWidgets` (runtime/api.ts):
 *   import { openConsultation, load } from 'https://clinic.example/widgets/loader.js';
 */
import { setBundleUrl } from './bundle-url';
import { loadElements, startUpgrading } from './upgrade';
import { installApi, openConsultation } from './api';

setBundleUrl(import.meta.url);
startUpgrading();
installApi(loadElements);

export { openConsultation, loadElements as load };
