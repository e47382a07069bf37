import type {Plugin} from '@docusaurus/types';

/**
 * `docusaurus build` without webpack's persistent cache (`npm start` keeps it). Docusaurus writes
 * the cache at the end of every build, which at ten times today's game cost a minute of CPU and
 * 700 MB of buffers at the build's peak (reports/scale.md), for builds that start cold anyway: CI
 * builds a fresh clone, and the scale benchmark a fresh copy. ARCHITECTURE.md, "Scale".
 */
export default function coldBuildPlugin(): Plugin {
  return {
    name: 'cold-build',
    configureWebpack: () => (process.env.NODE_ENV === 'production' ? {cache: false} : {}),
  };
}
