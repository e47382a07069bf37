import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {filesUnder} from '../files-under';

/** `<script>` types the browser runs; anything else (application/ld+json …) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface PageScan {
  /** Text of every inline script the browser would run, exactly as it sits in the file. */
  scripts: string[];
  /** Inline code CSP blocks without 'unsafe-inline' or 'unsafe-hashes', which a hash cannot allow. */
  blocked: {tag: string; attribute: string}[];
}

/**
 * Reads one HTML page with a real tokenizer: `<script>` inside a code block is escaped text, and
 * only a tokenizer tells that apart from an element. Entities are left alone because the hash is
 * over the script's raw text, which the HTML parser never decodes.
 */
export function scanHtml(html: string): PageScan {
  const scripts: string[] = [];
  const blocked: PageScan['blocked'] = [];
  let inline: string | undefined;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute) || /^\s*javascript:/i.test(value)) blocked.push({tag, attribute});
        }
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (tag === 'script' && attributes.src === undefined && EXECUTABLE_TYPES.has(type)) inline = '';
      },
      ontext(text) {
        if (inline !== undefined) inline += text;
      },
      onclosetag(tag) {
        if (tag === 'script' && inline !== undefined) {
          // An empty inline script runs nothing, and hashing it would only lengthen the header.
          if (inline !== '') scripts.push(inline);
          inline = undefined;
        }
      },
    },
    {decodeEntities: false},
  );
  parser.end(html);
  return {scripts, blocked};
}

/** A CSP hash source: base64 SHA-256 of the script's UTF-8 text. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface BuildScan {
  pages: number;
  /** Sorted, without duplicates, so the same build always writes the same headers. */
  hashes: string[];
  blocked: {file: string; tag: string; attribute: string}[];
}

export function scanBuild(outDir: string): BuildScan {
  const hashes = new Set<string>();
  const blocked: BuildScan['blocked'] = [];
  let pages = 0;
  for (const file of filesUnder(outDir, /\.html$/)) {
    pages++;
    const scan = scanHtml(fs.readFileSync(file, 'utf8'));
    for (const script of scan.scripts) hashes.add(scriptHash(script));
    for (const item of scan.blocked) blocked.push({file: path.relative(outDir, file), ...item});
  }
  return {pages, hashes: [...hashes].sort(), blocked};
}
