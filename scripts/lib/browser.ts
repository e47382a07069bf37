import fs from 'node:fs';
import {chromium, type Browser} from '@playwright/test';

const systemChromium = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The browser for e2e tests: `CHROMIUM_PATH` when set, else a system Chromium/Chrome, else
 * undefined, which lets Playwright use its own download (the usual case on a laptop or in
 * GitHub Actions after `npx playwright install chromium`).
 */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} 不存在，请改成 Chromium 可执行文件的路径。`);
    return fromEnv;
  }
  return systemChromium.find((p) => fs.existsSync(p));
}

/** Chromium's flags for every run here: headless on a shared machine, no network of its own. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium for the scripts that measure or draw pages: the browser findChromium finds, or Playwright's own. */
export async function launch(): Promise<Browser> {
  const executablePath = findChromium();
  return chromium.launch({...(executablePath ? {executablePath} : {}), args: BROWSER_ARGS});
}
