import {expect, test} from '@playwright/test';
import {REDIRECTS_FILE, type Redirect} from '../../src/plugins/redirects/redirects';
import {readYaml} from '../support/site';

const redirects = readYaml<Redirect[]>(REDIRECTS_FILE);

for (const {from, to} of redirects)
  test(`the old address ${from} opens ${to}, on any host, without a script`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${encodeURI(to)}$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });

test('old addresses are not in the sitemap', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const {from} of redirects) expect(sitemap).not.toContain(`${encodeURI(from)}</loc>`);
});
