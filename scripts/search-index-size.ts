/**
 * Prints what the offline search costs a reader: the index file's size raw and gzipped, and the
 * amount of text it covers. Run after a build: `npx tsx scripts/search-index-size.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export interface IndexSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  documents: number;
  textChars: number;
}

export function measureSearchIndex(buildDir: string): IndexSize {
  const name = fs.readdirSync(buildDir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  if (!name) throw new Error(`${buildDir} 里没有 search-index-*.json，请先运行 npm run build。`);
  const raw = fs.readFileSync(path.join(buildDir, name));
  const parts = JSON.parse(raw.toString('utf8')) as {documents: {t?: string; s?: string}[]}[];
  const documents = parts.flatMap((p) => p.documents);
  return {
    file: name,
    rawBytes: raw.length,
    gzipBytes: gzipSync(raw, {level: 9}).length,
    documents: documents.length,
    textChars: documents.reduce((sum, d) => sum + (d.t?.length ?? 0), 0),
  };
}

if (require.main === module) {
  const size = measureSearchIndex(path.join(__dirname, '..', 'build'));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`| 索引文件 | 原始大小 | gzip 后 | 条目 | 覆盖文字 |\n| --- | --- | --- | --- | --- |`);
  console.log(`| ${size.file} | ${kb(size.rawBytes)} | ${kb(size.gzipBytes)} | ${size.documents} | ${size.textChars} 字 |`);
}
