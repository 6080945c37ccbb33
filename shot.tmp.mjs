import { chromium } from '/work/wt/view/node_modules/@playwright/test/index.mjs';
const [,, url, w, h, out, ...flags] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--disable-gpu'] });
const touch = flags.includes('touch');
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, hasTouch: touch, isMobile: touch, deviceScaleFactor: 1 });
const page = await ctx.newPage();
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('console', m.type(), m.text()); });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto(url);
if (flags.includes('move')) { await page.mouse.move(10,10); await page.waitForTimeout(1500); }
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: flags.includes('full') });
await browser.close();
