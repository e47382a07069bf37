/**
 * Prints what the offline search costs a reader: the index's first file (titles, headings,
 * descriptions, keywords, and the pinyin/synonym data of src/plugins/search-aliases: fetched on
 * first use of search) and its full-text file (fetched when a query needs it, or in the background
 * after the first results), raw and gzipped. Run after a build: `npm run search:size`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {writeReport} from './report';

export interface IndexFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface IndexSize {
  /** Fetched on first use: answers name queries. */
  first: IndexFile;
  /** The full text. */
  content: IndexFile;
  /** The pinyin, synonym and question-word data inside the first file, gzipped on its own. */
  extrasGzipBytes: number;
  totalGzipBytes: number;
  documents: number;
  textChars: number;
}

interface Part {
  documents: {t?: string}[];
  index: {invertedIndex: [string, unknown][]};
}

function measure(buildDir: string, file: string): IndexFile {
  const raw = fs.readFileSync(path.join(buildDir, file));
  return {file, rawBytes: raw.length, gzipBytes: gzipSync(raw, {level: 9}).length};
}

/** The index's parts in the plugin's order: title, heading, description, keywords, content. */
export function readSearchIndex(buildDir: string): {firstFile: string; parts: Part[]; extras: unknown} {
  const firstFile = fs.readdirSync(buildDir).find((f) => /^search-index-[0-9a-f]+\.json$/.test(f));
  if (!firstFile) throw new Error(`${buildDir} 里没有 search-index-*.json，请先运行 npm run build。`);
  const first = JSON.parse(fs.readFileSync(path.join(buildDir, firstFile), 'utf8')) as {parts: Part[]; extras: unknown};
  const content = JSON.parse(
    fs.readFileSync(path.join(buildDir, firstFile.replace(/\.json$/, '.content.json')), 'utf8'),
  ) as Part;
  return {firstFile, parts: [...first.parts, content], extras: first.extras};
}

export function measureSearchIndex(buildDir: string): IndexSize {
  const {firstFile, parts, extras} = readSearchIndex(buildDir);
  const first = measure(buildDir, firstFile);
  const content = measure(buildDir, firstFile.replace(/\.json$/, '.content.json'));
  const documents = parts.flatMap((p) => p.documents);
  return {
    first,
    content,
    extrasGzipBytes: gzipSync(JSON.stringify(extras), {level: 9}).length,
    totalGzipBytes: first.gzipBytes + content.gzipBytes,
    documents: documents.length,
    textChars: documents.reduce((sum, d) => sum + (d.t?.length ?? 0), 0),
  };
}

if (require.main === module) {
  const size = measureSearchIndex(path.join(__dirname, '..', 'build'));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows = [size.first, size.content].map(
    (file) => `| ${file.file} | ${kb(file.rawBytes)} | ${kb(file.gzipBytes)} |`,
  );
  writeReport(
    'search-index',
    [
      '| 索引文件 | 原始大小 | gzip 后 |\n| --- | --- | --- |',
      ...rows,
      `\n首次搜索下载 ${kb(size.first.gzipBytes)}（其中拼音、同义词和疑问词数据 ${kb(size.extrasGzipBytes)}），合计 ${kb(size.totalGzipBytes)}；${size.documents} 条目，覆盖 ${size.textChars} 字。`,
    ].join('\n'),
  );
}
