import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Where a production build leaves its peak memory, for `npm test` (scripts/build-time.ts). */
export const buildMemoryFile = (generatedFilesDir: string): string => path.join(generatedFilesDir, 'build-memory.json');

/**
 * `docusaurus build` without webpack's persistent cache (`npm start` keeps it). Docusaurus writes
 * the cache at the end of every build, which at ten times today's game cost a minute of CPU and
 * 700 MB of buffers at the build's peak (reports/scale.md), for builds that start cold anyway: CI
 * builds a fresh clone, and the scale benchmark a fresh copy. ARCHITECTURE.md, "Scale".
 *
 * When the build process exits, its peak resident memory (what GNU time reports) goes to
 * .docusaurus/build-memory.json: `npm test` holds it to a bar, as it does the build's CPU time.
 */
export default function coldBuildPlugin(context: LoadContext): Plugin {
  return {
    name: 'cold-build',
    configureWebpack: () => (process.env.NODE_ENV === 'production' ? {cache: false} : {}),
    postBuild: async () => {
      // At exit, not now: the other plugins' postBuild and the link check run after this starts.
      const file = buildMemoryFile(context.generatedFilesDir);
      process.once('exit', () =>
        fs.writeFileSync(file, JSON.stringify({peakMb: Math.round(process.resourceUsage().maxRSS / 1024)})),
      );
    },
  };
}
