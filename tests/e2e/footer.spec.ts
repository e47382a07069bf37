import {expect, test} from '@playwright/test';
import {copyrightText, filingText, filingUrl, legal} from '../../src/config/site';

for (const route of ['/', '/docs', '/blog', '/download']) {
  test(`footer on ${route} shows the filing notice and the copyright line`, async ({page}) => {
    await page.goto(route);
    const footer = page.locator('footer');
    const filing = footer.getByRole('link', {name: filingText()});
    await expect(filing).toBeVisible();
    await expect(filing).toHaveAttribute('href', filingUrl());
    await expect(filing).toHaveText(`${legal.filing.region}公网安备 ${legal.filing.code}号`);
    // What a visitor checks: the lookup the link opens is the ministry's, for the number shown.
    const href = new URL((await filing.getAttribute('href'))!);
    expect(href.origin).toBe('https://beian.mps.gov.cn');
    const shownNumber = /公网安备 (\d+)号/.exec(await filing.innerText())?.[1];
    expect(new URLSearchParams(href.hash.split('?')[1]).get('code')).toBe(shownNumber);
    const emblem = filing.getByRole('img', {name: '公安备案图标'});
    await expect(emblem).toBeVisible();
    expect(await emblem.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(footer.locator('.footer__copyright')).toHaveText(copyrightText());
  });
}
