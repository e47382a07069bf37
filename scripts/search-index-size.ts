/**
 * Prints what the offline search costs a reader, per query: the index's first file (the query
 * rewriting data and the page titles, fetched on first use of search) and the most any query
 * downloads (the first file plus the term shards of its characters and the document shards of the
 * pages it shows: src/plugins/search-aliases/shards.ts), gzipped; and the whole index, which no
 * query downloads. Queries: every name the index knows, and players' questions. Run after a build:
 * `npm run search:size` (`-- <build dir>` for another build, such as bench:scale's).
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipBytes as gzip, writeReport} from './report';
import {builtSearch, firstIndexFile} from './lib/search-engine';
import {PAGE_SIZE} from '../src/plugins/search-aliases/paging';

/** The box shows 8 results (searchResultLimits); /search a page of `PAGE_SIZE`, ranked among 100. */
export const LIMITS = [8, PAGE_SIZE] as const;

/** What one query downloads at most, and the first file: the budgets (tests/e2e/search-index.spec.ts). */
export const BUDGET = {firstKb: 150, perQueryKb: 300};

/** Long questions load the most term shards; /search's first page shows 20 results (document shards). */
const QUESTIONS = [
  '一开始手里有多少家底',
  '新地块是怎么冒出来的',
  '粮食多了能换成钱吗',
  '怎么打有城墙的城',
  '长枪兵打得过骑兵吗',
  '粮食不够怎么办',
  '人口到顶了怎么办',
  '画面卡顿怎么办',
  '怎么才能赢',
  '学识从哪里来',
];

export interface ShardSize {
  file: string;
  gzipBytes: number;
}

export interface IndexSize {
  first: ShardSize & {rawBytes: number};
  /** The pinyin, synonym and question-word data inside the first file, gzipped on its own. */
  extrasGzipBytes: number;
  termShards: number;
  docShards: number;
  largestShard: ShardSize;
  totalGzipBytes: number;
}

export interface QueryCost {
  query: string;
  limit: number;
  gzipBytes: number;
  shards: number;
}

function indexFiles(buildDir: string): {first: string; shards: string[]} {
  const first = firstIndexFile(buildDir);
  const stem = first.replace(/\.json$/, '');
  const shards = fs.readdirSync(buildDir).filter((f) => f.startsWith(`${stem}.`) && /\.[td]\d+\.json$/.test(f));
  return {first, shards};
}

export function measureSearchIndex(buildDir: string): IndexSize {
  const {first, shards} = indexFiles(buildDir);
  const raw = fs.readFileSync(path.join(buildDir, first));
  const sizes = shards.map((file) => ({file, gzipBytes: gzip(fs.readFileSync(path.join(buildDir, file)))}));
  const firstGzip = gzip(raw);
  const extras = (JSON.parse(raw.toString('utf8')) as {extras: unknown}).extras;
  return {
    first: {file: first, rawBytes: raw.length, gzipBytes: firstGzip},
    extrasGzipBytes: gzip(JSON.stringify(extras)),
    termShards: shards.filter((f) => /\.t\d+\.json$/.test(f)).length,
    docShards: shards.filter((f) => /\.d\d+\.json$/.test(f)).length,
    largestShard: sizes.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a), {file: '', gzipBytes: 0}),
    totalGzipBytes: firstGzip + sizes.reduce((sum, s) => sum + s.gzipBytes, 0),
  };
}

/**
 * What each query downloads from a fresh start (first file and shards, gzipped), in the box (8
 * results) and on /search (its first page): every name the index knows and `QUESTIONS`, most
 * expensive first. (Each 「更多结果」 on /search is a request of its own, for the next page's text.)
 */
export async function measureQueries(buildDir: string, queries?: readonly string[]): Promise<QueryCost[]> {
  const {first} = indexFiles(buildDir);
  const cache = new Map<string, number>();
  const size = (name: string) => {
    const file = name === '' ? first : first.replace(/\.json$/, `.${name}.json`);
    if (!cache.has(file)) cache.set(file, gzip(fs.readFileSync(path.join(buildDir, file))));
    return cache.get(file)!;
  };
  const names = Object.keys((await builtSearch({buildDir})).extras.homes);
  const costs: QueryCost[] = [];
  for (const query of queries ?? [...QUESTIONS, ...names]) {
    for (const limit of LIMITS) {
      const search = await builtSearch({buildDir});
      await search.search(query, limit);
      const loaded = search.indexes.loaded();
      const gzipBytes = loaded.reduce((sum, name) => sum + size(name), size(''));
      costs.push({query, limit, gzipBytes, shards: loaded.length});
    }
  }
  return costs.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'build'));
  const size = measureSearchIndex(buildDir);
  const costs = await measureQueries(buildDir);
  const worst = (limit: number) => costs.find((c) => c.limit === limit)!;
  const median = (limit: number) => {
    const list = costs.filter((c) => c.limit === limit);
    return list[list.length >> 1]!.gzipBytes;
  };
  const row = (what: string, bytes: number, budgetKb: number) =>
    `| ${what} | ${kb(bytes)} | ${budgetKb} KB | ${Math.round((100 * bytes) / 1024 / budgetKb)}% |`;
  writeReport(
    'search-index',
    [
      '| 每次查询下载（gzip 后） | 大小 | 预算 | 占比 |\n| --- | --- | --- | --- |',
      row(`首个文件 ${size.first.file}`, size.first.gzipBytes, BUDGET.firstKb),
      row(`一次查询最多（搜索框 8 条：「${worst(8).query}」）`, worst(8).gzipBytes, BUDGET.perQueryKb),
      row(
        `一次查询最多（/search 每页 ${PAGE_SIZE} 条：「${worst(PAGE_SIZE).query}」）`,
        worst(PAGE_SIZE).gzipBytes,
        BUDGET.perQueryKb,
      ),
      `\n查询中位数：搜索框 ${kb(median(8))}，/search ${kb(median(PAGE_SIZE))}（${costs.length / 2} 个查询：全部名称和玩家问句）。` +
        `整个索引 ${kb(size.totalGzipBytes)}，没有哪次查询会全部下载。首个文件里拼音、同义词和疑问词数据 ${kb(size.extrasGzipBytes)}；${size.termShards} 个词分片、${size.docShards} 个文档分片，最大的 ${size.largestShard.file} ${kb(size.largestShard.gzipBytes)}。`,
    ].join('\n'),
  );
}

if (require.main === module) void main();

/** Every word of the index (all parts, all term shards). */
export function indexTokens(buildDir: string): Set<string> {
  const {first, shards} = indexFiles(buildDir);
  const tokens = new Set<string>();
  for (const file of shards.filter((f) => /\.t\d+\.json$/.test(f))) {
    const shard = JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as {parts: [string][][]};
    for (const part of shard.parts) for (const [token] of part) tokens.add(token);
  }
  if (tokens.size === 0) throw new Error(`${first} 没有词分片，请重新运行 npm run build。`);
  return tokens;
}
