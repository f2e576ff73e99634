/**
 * The ES-module entry (dist/widgets/loader.js). Tiny on purpose: it defines nothing itself; each widget's
 * chunk is fetched only when its tag is on the page. Chunk URLs are relative to this file, so the bundle
 * works from any origin:  <script type="module" src="https://clinic.example/widgets/loader.js"></script>
 */
import { setBundleUrl } from './bundle-url';
import { startUpgrading } from './upgrade';

setBundleUrl(import.meta.url);
startUpgrading();
