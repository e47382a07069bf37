import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {annotated, ProblemsError} from '../../problems';
import {loadRedirects, REDIRECTS_FILE, writeRedirects} from './redirects';

/** Old addresses of moved pages, from docs/redirects.yaml (see ./redirects.ts for why our own). */
export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'redirects',
    getPathsToWatch: () => [path.join(context.siteDir, REDIRECTS_FILE)],
    async postBuild({siteDir, outDir, routesPaths, siteConfig}) {
      let redirects;
      try {
        redirects = loadRedirects(siteDir, routesPaths);
      } catch (error) {
        throw error instanceof ProblemsError ? annotated(error, '跳转地址') : error;
      }
      writeRedirects(outDir, redirects, siteConfig.url);
      console.log(`[redirects] ${redirects.length} 个旧地址 → ${REDIRECTS_FILE}`);
    },
  };
}
