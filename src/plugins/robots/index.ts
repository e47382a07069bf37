import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * robots.txt, written at build time from the site's own `url` and `baseUrl` rather than kept in
 * static/: the Sitemap line then always names the host the sitemap and the canonical links use,
 * and a change of domain in src/config/site.ts cannot leave a stale robots.txt behind.
 */
export function robotsTxt(url: string, baseUrl: string, sitemapFile = 'sitemap.xml'): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}${sitemapFile}`, url).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

export default function robotsPlugin(): Plugin {
  return {
    name: 'robots',
    async postBuild({siteConfig, outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, siteConfig.baseUrl));
    },
  };
}
