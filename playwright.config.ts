import {defineConfig, devices} from '@playwright/test';
import {BROWSER_ARGS, findChromium} from './scripts/lib/browser';

const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = findChromium();

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // In GitHub Actions a failed or flaky test is also an annotation (a retry must not hide a flake).
  reporter: process.env.GITHUB_ACTIONS ? [['list'], ['github']] : [['list']],
  // CI machines have 2 cores, and loading the search index (1.3 MB of JSON) takes seconds there.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: {timeout: process.env.CI ? 15_000 : 5_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    // The site's service worker (src/plugins/offline) would answer requests that tests route or
    // count; tests/e2e/offline.spec.ts allows it on a server of its own.
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? {executablePath} : {}),
      args: BROWSER_ARGS,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}}],
  webServer: {
    // The production build, as visitors get it (search only exists there), under the security
    // headers it is deployed with (build/_headers): a page that trips the CSP fails its tests.
    command: `npx tsx scripts/serve-build.ts --headers --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
