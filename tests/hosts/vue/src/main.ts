import { createApp } from 'vue';
import { recordEvent } from '../../shared/cases';
import '../../shared/acme-panel';
import App from './App.vue';

// As a router would: the address is cleaned of its campaign parameters at start.
const url = new URL(location.href);
for (const key of [...url.searchParams.keys()]) if (key.startsWith('utm_')) url.searchParams.delete(key);
if (url.href !== location.href) history.replaceState(history.state, '', url);

// The dialog opened by the page's own trigger is no element of the app: its event is heard on the document.
document.addEventListener('consultation-submitted', recordEvent);

createApp(App).mount('#app');
