import type {Plugin} from '@docusaurus/types';

/**
 * The server compile (the one that renders each page to HTML) bundles every module a page may
 * import, lazy ones too, and webpack emits a file for each `new Worker(new URL(…, import.meta.url))`
 * it meets: unminified copies of the search worker (190 KB) and the planner's (41 KB) that no page
 * ever asks for, beside the client's own, and the offline precache downloaded both. A worker only
 * runs in a browser, so the server compile leaves those expressions as they are.
 * Checked by tests/e2e/offline.spec.ts (no precached script that no page can ask for).
 */
export const SERVER_PARSER = {worker: false, url: false} as const;

export default function serverBundlePlugin(): Plugin {
  return {
    name: 'server-bundle',
    configureWebpack: (_config, isServer) => (isServer ? {module: {parser: {javascript: SERVER_PARSER}}} : {}),
  };
}
