import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {
  formatHeadersFile,
  formatNginxInclude,
  ASSETS_IGNORE_FILE,
  HEADERS_FILE,
  MAX_HEADER_LENGTH,
  NGINX_FILE,
  securityHeaders,
} from './headers';
import {scanBuild} from './scan';
import {CLOUDFLARE_IGNORED} from '../host-files';

export {HEADERS_FILE, NGINX_FILE};

export class SecurityHeadersError extends Error {
  override name = 'SecurityHeadersError';
}

/**
 * Writes the site's security headers (issue 8) next to the pages: `build/_headers` and
 * `build/security-headers.conf`. The issue asked for `static/_headers`, but the CSP lists the
 * SHA-256 of every inline script (the theme's colour-mode and announcement-bar scripts, ours),
 * and those exist only once the pages are rendered, so the files are written after the build
 * instead of copied from static/.
 */
export function writeSecurityHeaders(outDir: string): {pages: number; hashes: string[]} {
  const scan = scanBuild(outDir);
  if (scan.blocked.length > 0) {
    const list = scan.blocked.map((item) => `  ${item.file}：<${item.tag} ${item.attribute}=…>`).join('\n');
    throw new SecurityHeadersError(
      `以下页面含有内联事件属性（onload、onclick 等）或 javascript: 链接，内容安全策略（CSP）会拦下它们：\n${list}\n` +
        '请改用客户端模块里的 addEventListener（参见 src/plugins/katex-fallback/client.ts），或去掉 javascript: 链接。',
    );
  }
  const headers = securityHeaders(scan.hashes);
  const tooLong = headers.find(([name, value]) => `${name}: ${value}`.length > MAX_HEADER_LENGTH);
  if (tooLong) {
    throw new SecurityHeadersError(
      `${tooLong[0]} 头有 ${tooLong[1].length} 个字符（${scan.hashes.length} 个内联脚本的哈希），超过 Cloudflare Pages 单行 ${MAX_HEADER_LENGTH} 字符的上限。` +
        '请把每页不同的内联脚本改成 static/ 或客户端模块里的文件。',
    );
  }
  fs.writeFileSync(path.join(outDir, HEADERS_FILE), formatHeadersFile(headers));
  fs.writeFileSync(path.join(outDir, NGINX_FILE), formatNginxInclude(headers));
  fs.writeFileSync(path.join(outDir, ASSETS_IGNORE_FILE), CLOUDFLARE_IGNORED.map((file) => `/${file}\n`).join(''));
  return {pages: scan.pages, hashes: scan.hashes};
}

export default function securityHeadersPlugin(): Plugin {
  return {
    name: 'security-headers',
    // Docusaurus runs every plugin's postBuild at once: a plugin that rewrote pages in its own
    // postBuild could add a script after this scan. None does; the e2e test would catch it.
    async postBuild({outDir}) {
      const {pages, hashes} = writeSecurityHeaders(outDir);
      console.log(
        `[security-headers] ${pages} 个页面，${hashes.length} 个内联脚本哈希 → ${HEADERS_FILE}、${NGINX_FILE}`,
      );
    },
  };
}
