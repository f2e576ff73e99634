import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [375, 1280]) for (const js of [false, true]) {
  const ctx = await b.newContext({ viewport: { width: w, height: 800 }, javaScriptEnabled: js });
  const p = await ctx.newPage();
  await p.goto('http://127.0.0.1:4303/about', { waitUntil: 'networkidle' });
  await p.waitForTimeout(600);
  const r = await p.evaluate(() => { const c = document.querySelector('medspa-about-collage').getBoundingClientRect(); const t = document.querySelector('.about-practice__text').getBoundingClientRect(); const g = document.querySelector('medspa-about-collage').shadowRoot?.querySelector('.collage__grid')?.getBoundingClientRect(); const s = document.querySelector('.about-collage')?.getBoundingClientRect(); return { host: [c.width, c.height], text: [t.x, t.y, t.width], grid: g && [g.width, g.height], staticGrid: s && [s.width, s.height] }; });
  console.log(w, js, JSON.stringify(r));
  await ctx.close();
}
await b.close();
