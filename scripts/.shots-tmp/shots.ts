// Screenshots of paths against a running gateway (default 8080), id/en 1366 and id 390.
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '@armada/contracts/auth';
import { CHROMIUM_ARGS, findChromium } from '../lib/setup.mjs';
import { dismissForSession, keepPromotionsAway } from '../../tests/e2e/returning-user';

const base = process.env.SHOT_BASE ?? 'http://127.0.0.1:8080';
const paths = (process.env.SHOT_PATHS ?? '/').split(',');
const account = process.env.SHOT_ACCOUNT ?? 'admin';
const out = process.env.SHOT_OUT ?? '/tmp/shots';
async function main() {
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS });
  for (const [lang, width, height] of [['id', 1366, 900], ['en', 1366, 900], ['id', 390, 844]] as const) {
    const context = await browser.newContext({ baseURL: base, viewport: { width, height }, locale: lang === 'id' ? 'id-ID' : 'en-US', timezoneId: 'Asia/Jakarta' });
    await keepPromotionsAway(context);
    await dismissForSession(context, 'onboarding');
    await dismissForSession(context, 'contactReminder');
    await context.addInitScript((l) => { try { localStorage.setItem('language', l); } catch { /* */ } }, lang);
    const page = await context.newPage();
    const login = await page.request.post('/auth/login', { data: { username: account, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(await login.text());
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 1500));
      const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
      await page.screenshot({ path: name, fullPage: process.env.SHOT_FULL === '1' });
      console.log(name);
    }
    await context.close();
  }
  await browser.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
