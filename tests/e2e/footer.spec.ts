import {expect, test} from '@playwright/test';
import {copyrightText, filingText, filingUrl, legal} from '../../src/config/site';
import {doc} from '../support/routes';

for (const route of ['/', doc('intro'), '/blog', '/download']) {
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

test.describe('both filing numbers, each linked to its registry (issue 14)', () => {
  for (const route of ['/', doc('glossary')]) {
    test(`footer on ${route} links the ICP filing to MIIT and the public-security filing to MPS`, async ({page}) => {
      await page.goto(route);
      const footer = page.locator('footer');
      const icp = footer.getByRole('link', {name: legal.icp.number});
      await expect(icp).toBeVisible();
      await expect(icp).toHaveText(
        /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]ICP备\d+号(-\d+)?$/,
      );
      await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
      await expect(footer.getByRole('link', {name: filingText()})).toHaveAttribute(
        'href',
        /^https:\/\/beian\.mps\.gov\.cn\//,
      );
      // The copyright names the company, not a team nickname.
      await expect(footer.locator('.footer__copyright')).toContainText(legal.copyrightHolder);
      expect(legal.copyrightHolder).toMatch(/有限公司$/);
    });
  }
});
