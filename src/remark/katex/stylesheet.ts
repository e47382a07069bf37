/**
 * The KaTeX stylesheet and its math fonts, served by the site itself as content-hashed files
 * under /assets/katex/ (ARCHITECTURE.md, "Nothing from another origin"): a reader whose network
 * cannot reach a public CDN still gets typeset math, and whichever CDN serves the site serves
 * these too, cached for good like webpack's files. They are made from the katex that
 * rehype-katex renders with (src/remark/katex/katex.test.ts checks the version).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {KATEX_ASSET_DIR} from './asset-dir';

export {KATEX_ASSET_DIR};
export const KATEX_VERSION = '0.16.47';

export interface KatexAssets {
  /** The stylesheet's path under the site's base URL, e.g. `assets/katex/katex.0123abcd.css`. */
  cssPath: string;
  /** Every file to serve, by path under the base URL: the stylesheet and the fonts it names. */
  files: Map<string, Buffer>;
}

const shortHash = (body: Buffer | string) => createHash('sha256').update(body).digest('hex').slice(0, 10);

/** The katex package rehype-katex resolves (not whichever copy sits at the top of node_modules). */
export function katexDist(siteDir: string): string {
  const rehype = path.dirname(require.resolve('rehype-katex', {paths: [siteDir]}));
  return path.join(path.dirname(require.resolve('katex/package.json', {paths: [rehype]})), 'dist');
}

/**
 * Rewrites katex.min.css so each @font-face names only its WOFF2 file (every browser we support
 * reads WOFF2; the WOFF and TTF copies would only be deployed, never fetched) under a name with
 * the font's own hash, then names the stylesheet by the hash of the result.
 */
export function katexAssets(dist: string): KatexAssets {
  const files = new Map<string, Buffer>();
  const css = fs
    .readFileSync(path.join(dist, 'katex.min.css'), 'utf8')
    .replace(/src:([^;}]+)/g, (whole, list: string) => {
      const woff2 = /url\(fonts\/([\w-]+)\.woff2\)/.exec(list);
      if (!woff2) throw new Error(`katex.min.css 里有一条 @font-face 没有 WOFF2 字体：${whole.slice(0, 120)}`);
      const body = fs.readFileSync(path.join(dist, 'fonts', `${woff2[1]}.woff2`));
      const name = `fonts/${woff2[1]}.${shortHash(body)}.woff2`;
      files.set(`${KATEX_ASSET_DIR}${name}`, body);
      return `src:url(${name}) format("woff2")`;
    });
  const cssPath = `${KATEX_ASSET_DIR}katex.${shortHash(css)}.css`;
  files.set(cssPath, Buffer.from(css));
  return {cssPath, files};
}

/** Writes the files into `staticDir` (a Docusaurus static directory) and returns the stylesheet's path. */
export function writeKatexAssets(siteDir: string, staticDir: string): string {
  const {cssPath, files} = katexAssets(katexDist(siteDir));
  fs.rmSync(path.join(staticDir, KATEX_ASSET_DIR), {recursive: true, force: true});
  for (const [file, body] of files) {
    fs.mkdirSync(path.dirname(path.join(staticDir, file)), {recursive: true});
    fs.writeFileSync(path.join(staticDir, file), body);
  }
  return cssPath;
}
