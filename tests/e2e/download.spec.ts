import {devices, expect, test, type BrowserContextOptions, type Page} from '@playwright/test';
import {latestStable} from '../support/site';
import {hydrated, settled} from '../support/settle';

interface ManifestFile {
  platform: string;
  arch: string;
  name: string;
  size: number;
  sha256: string;
  urls: {primary: string; mirror: string};
}
const latest = latestStable() as ReturnType<typeof latestStable> & {files: ManifestFile[]};
const latestRows = (page: Page) => page.locator('section[aria-labelledby="latest"] tbody tr');

/** Chrome's user agent on the system `os` names; Safari's on a Mac of version `os`. */
const chrome = (os: string) => `Mozilla/5.0 (${os}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36`;
const safari = (os: string) =>
  `Mozilla/5.0 (Macintosh; Intel Mac OS X ${os}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15`;
const agents: [string, string, string, RegExp][] = [
  ['Windows', chrome('Windows NT 10.0; Win64; x64'), 'windows', /-win-x64\.exe$/],
  ['macOS', safari('14_5'), 'macos', /-mac-universal\.dmg$/],
  ['Linux', chrome('X11; Linux x86_64'), 'linux', /-linux-x64\.tar\.gz$/],
  // A Raspberry Pi or an ARM laptop: the arm64 build, not the x64 one.
  ['Linux ARM64', chrome('X11; Linux aarch64'), 'linux', /-linux-arm64\.tar\.gz$/],
];

for (const [system, userAgent, platform, fileName] of agents) {
  test.describe(`a ${system} visitor`, () => {
    // Outside mainland China: the big button serves the main host (the regions are tested below).
    test.use({userAgent, timezoneId: 'Europe/Berlin'});
    test(`is offered the ${system} build, marked in the table`, async ({page}) => {
      await page.goto('/download');
      await expect(page.getByRole('status')).toHaveText(`检测到你的系统是 ${system}。`);
      const file = latest.files.find((f) => f.platform === platform && fileName.test(f.name))!;
      await expect(page.getByRole('link', {name: new RegExp(`^下载 ${system} 版`)})).toHaveAttribute(
        'href',
        file.urls.primary,
      );
      const badge = page.getByText('适合你的系统').filter({visible: true});
      await expect(badge).toHaveCount(1);
      await expect(latestRows(page).filter({has: badge})).toContainText(file.name);
      // The table keeps the manifest's order: rows do not move once the system is known.
      const names = await latestRows(page).locator('td:nth-child(2)').allInnerTexts();
      expect(names).toEqual(latest.files.map((f) => f.name));
    });
  });
}

const windows = agents[0]![1];
const windowsFile = latest.files.find((f) => f.platform === 'windows' && agents[0]![3].test(f.name))!;
// Where the reader is decides the host of the big button: the time zone first, the language where
// the zone says nothing.
const regions: [string, string, string, 'primary' | 'mirror'][] = [
  ['in Shanghai, Chinese browser', 'Asia/Shanghai', 'zh-CN', 'mirror'],
  ['in Urumqi, English browser', 'Asia/Urumqi', 'en-US', 'mirror'],
  ['on UTC with a mainland Chinese browser', 'UTC', 'zh-CN', 'mirror'],
  ['in Hong Kong', 'Asia/Hong_Kong', 'zh-HK', 'primary'],
  ['in Taipei', 'Asia/Taipei', 'zh-TW', 'primary'],
  ['in Singapore with a mainland Chinese browser', 'Asia/Singapore', 'zh-CN', 'primary'],
  ['on UTC with an English browser', 'UTC', 'en-US', 'primary'],
];
const hostText = {mirror: '从国内镜像下载，中国大陆更快。', primary: '从主站下载。'};
const switchText = {mirror: '改用主站', primary: '改用国内镜像'};

test.describe('a Windows reader in a window 320 px wide', () => {
  test.use({userAgent: windows, viewport: {width: 320, height: 700}});
  test('sees the whole big button, its label broken before the size', async ({page}) => {
    await page.goto('/download');
    const big = page.getByRole('link', {name: /^下载 Windows 版/});
    const box = (await big.boundingBox())!;
    expect(box.x + box.width, 'the button ends inside the screen').toBeLessThanOrEqual(320);
    const size = big.locator('span');
    await expect(size).toHaveText(/^（[\d.]+ MB）$/);
    // On one line of its own: the label wrapped, and not inside 「919.1 MB」.
    const lines = await size.evaluate((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size);
    expect(lines).toBe(1);
    expect((await size.boundingBox())!.y).toBeGreaterThan(box.y + 4);
  });
});

for (const [where, timezoneId, locale, host] of regions) {
  test.describe(`a Windows reader ${where}`, () => {
    test.use({userAgent: windows, timezoneId, locale});
    test(`gets the big button from the ${host} host, and switches it in one click`, async ({page}) => {
      await page.goto('/download');
      const big = page.getByRole('link', {name: /^下载 Windows 版/});
      await expect(big).toHaveAttribute('href', windowsFile.urls[host]);
      await expect(page.getByText(hostText[host])).toBeVisible();
      const other = host === 'mirror' ? 'primary' : 'mirror';
      await hydrated(page);
      await page.getByRole('button', {name: switchText[host]}).click();
      await expect(big).toHaveAttribute('href', windowsFile.urls[other]);
      await expect(page.getByText(hostText[other])).toBeVisible();
      // The choice is kept: the next visit starts from the host the reader picked.
      await page.reload();
      await expect(page.getByRole('link', {name: /^下载 Windows 版/})).toHaveAttribute('href', windowsFile.urls[other]);
    });
  });
}

// Device emulation without each device's own browser engine: the project runs Chromium only.
const device = (name: string): BrowserContextOptions => {
  const {defaultBrowserType: _engine, ...options} = devices[name]!;
  return options;
};
// iPadOS Safari asks for desktop sites by default and sends a Mac user agent; a real iPad reports
// 5 touch points, a Mac 0.
const iPadOS: BrowserContextOptions = {...device('iPad Pro 11'), userAgent: safari('10_15_7')};
const fiveTouchPoints = () => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', {get: () => 5});

const phonesAndTablets: [string, string, BrowserContextOptions][] = [
  ['an iPad (desktop-class Safari, Mac user agent)', 'iPad', iPadOS],
  ['an iPad (iPad user agent)', 'iPad', device('iPad Pro 11')],
  ['an iPhone', 'iPhone', device('iPhone 13')],
  ['an Android phone', 'Android', device('Pixel 7')],
  // HarmonyOS NEXT's browser names no Android and no Linux.
  [
    'a HarmonyOS phone',
    'HarmonyOS',
    {
      ...device('Pixel 7'),
      userAgent:
        'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
    },
  ],
];
const desktopNames = [...new Set(latest.files.map((f) => f.platform))].map(
  (p) => ({windows: 'Windows', macos: 'macOS', linux: 'Linux'})[p],
);

async function openDownload(page: Page, options: BrowserContextOptions) {
  if (options === iPadOS) await page.addInitScript(fiveTouchPoints);
  await page.goto('/download');
}

for (const [who, deviceName, options] of phonesAndTablets) {
  test.describe(`${who} visitor`, () => {
    test.use(options);
    test('is told the game runs on desktop computers, and still sees every download', async ({page}) => {
      await openDownload(page, options);
      const status = page.getByRole('status');
      await expect(status).toContainText(
        `你正在用 ${deviceName} 访问。《千川纪》只能在电脑上运行（${desktopNames.join('、')}），手机和平板上无法安装。`,
      );
      // No installer is pushed at a device that cannot run it, and none is marked as fitting it.
      await expect(page.getByRole('link', {name: /^下载 .+ 版/})).toHaveCount(0);
      await expect(page.getByText('适合你的系统').filter({visible: true})).toHaveCount(0);
      const rows = latestRows(page);
      await expect(rows).toHaveCount(latest.files.length);
      for (const file of latest.files)
        await expect(rows.filter({hasText: file.name}).getByRole('link', {name: '主站下载'})).toHaveAttribute(
          'href',
          file.urls.primary,
        );
    });
  });
}

test('a Mac without a touch screen is still offered the .dmg', async ({browser}) => {
  const context = await browser.newContext({userAgent: iPadOS.userAgent});
  const page = await context.newPage();
  await page.goto('/download');
  await expect(page.getByRole('status')).toHaveText('检测到你的系统是 macOS。');
  await expect(page.getByRole('link', {name: /^下载 macOS 版/})).toHaveAttribute('href', /\.dmg$/);
  await context.close();
});

test('every listed file has its size, checksum and both links', async ({page}) => {
  await page.goto('/download');
  const rows = latestRows(page);
  await expect(rows).toHaveCount(latest.files.length);
  for (const file of latest.files) {
    const row = rows.filter({hasText: file.name});
    await expect(row).toContainText(`${(file.size / 1024 / 1024).toFixed(1)} MB`);
    await expect(row).toContainText(file.sha256);
    await expect(row.getByRole('link', {name: '主站下载'})).toHaveAttribute('href', file.urls.primary);
    await expect(row.getByRole('link', {name: '国内镜像'})).toHaveAttribute('href', file.urls.mirror);
  }
});

test('the copy button puts the checksum on the clipboard', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/download');
  const file = latest.files[0]!;
  const row = latestRows(page).filter({hasText: file.name});
  await hydrated(page);
  await row.getByRole('button', {name: '复制'}).click();
  await expect(row.getByRole('button', {name: '已复制'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(file.sha256);
});

test('verification commands carry the expected checksums', async ({page}) => {
  await page.goto('/download');
  const win = latest.files.find((f) => f.platform === 'windows')!;
  const mac = latest.files.find((f) => f.platform === 'macos')!;
  const linux = latest.files.find((f) => f.platform === 'linux' && f.arch === 'x64')!;
  const verify = page.locator('section[aria-labelledby="verify"]');
  await expect(verify).toContainText(`certutil -hashfile ${win.name} SHA256`);
  await expect(verify).toContainText(`shasum -a 256 ${mac.name}`);
  await expect(verify).toContainText(`sha256sum ${linux.name}`);
  for (const f of [win, mac, linux]) await expect(verify).toContainText(f.sha256);
});

test('requirements, the beta channel and older versions are shown', async ({page}) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', {name: '系统需求'})).toBeVisible();
  await expect(page.locator('section[aria-labelledby="requirements"]')).toContainText('最低配置');
  await expect(page.getByRole('heading', {name: /^测试版 /})).toBeVisible();
  const history = page.locator('details');
  await expect(history.locator('h3').first()).toBeHidden();
  await history.locator('summary').click();
  await expect(history.locator('h3').first()).toBeVisible();
});

test('the notes link lands on the release post', async ({page}) => {
  await page.goto('/download');
  await page.getByRole('link', {name: `阅读 ${latest.version} 版本说明`}).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${latest.notes}$`));
  await expect(page.locator('article h1')).toContainText(latest.version);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('every build is listed and nothing is hidden', async ({page}) => {
    await page.goto('/download');
    const rows = latestRows(page);
    await expect(rows).toHaveCount(latest.files.length);
    for (const file of latest.files) await expect(rows.filter({hasText: file.name})).toBeVisible();
    await expect(page.getByText('适合你的系统').filter({visible: true})).toHaveCount(0);
    // The line the browser later fills with the visitor's system is there from the start.
    await expect(page.getByRole('status')).toHaveText(
      `《千川纪》可在 ${desktopNames.join('、')} 电脑上运行，下面列出全部安装包。`,
    );
  });
});

const cases: [string, BrowserContextOptions][] = [
  ...agents.map(([system, userAgent]): [string, BrowserContextOptions] => [
    system,
    {userAgent, viewport: {width: 412, height: 823}},
  ]),
  ...phonesAndTablets.map(([who, , options]): [string, BrowserContextOptions] => [who, options]),
];

test('nothing moves when the page recognises the system or the device (layout shift 0)', async ({browser}) => {
  test.setTimeout(180_000); // seven fresh browser contexts, one after another, on a loaded CI machine
  for (const [who, options] of cases) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await openDownload(page, options);
    await expect(page.getByRole('status')).toHaveText(/^(检测到|你正在用|没能识别)/);
    await settled(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift, who).toBe(0);
    await context.close();
  }
});
