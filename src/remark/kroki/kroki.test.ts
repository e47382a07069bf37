import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import test, {after, before} from 'node:test';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import remarkKroki, {DiagramError, type KrokiOptions} from './index';
import {cacheKey, MAX_DIAGRAM_CHARS} from './render';

/** A local server that speaks Kroki's HTTP API: POST /{type}/svg, 400 with a message on bad input. */
const requests: string[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    requests.push(`${req.method} ${req.url}`);
    if (body.includes('HANG')) return; // never answers
    if (body.includes('BROKEN')) {
      res.writeHead(400, {'Content-Type': 'text/plain'});
      return void res.end('Error 400: Syntax error in text at line 2: unexpected token "BROKEN"');
    }
    if (body.includes('SIZELESS')) {
      res.writeHead(200, {'Content-Type': 'image/svg+xml'});
      return void res.end('<svg xmlns="http://www.w3.org/2000/svg"><text>no size</text></svg>');
    }
    if (body.includes('FLAKY')) {
      res.writeHead(503);
      return void res.end('busy');
    }
    const type = req.url!.split('/')[1];
    res.writeHead(200, {'Content-Type': 'image/svg+xml'});
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="90pt" height="60pt" viewBox="0 0 90 60"><text>${type}</text></svg>`,
    );
  });
});
let serverUrl = '';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kroki-'));

before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as {port: number}).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(scratch, {recursive: true, force: true});
});

let dirs = 0;
function options(overrides: Partial<KrokiOptions> = {}): KrokiOptions {
  return {
    serverUrl,
    cacheDir: path.join(scratch, `cache-${++dirs}`),
    publicPath: '/diagrams/',
    mode: 'build',
    // Generous: the stand-in answers in milliseconds, but a busy CI machine can take seconds.
    timeoutMs: 5000,
    retries: 1,
    ...overrides,
  };
}

async function run(markdown: string, opts: KrokiOptions): Promise<string> {
  // remark-math as in the site, so `$…{…}$` is math, not an MDX expression.
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkMath)
    .use(remarkKroki, opts);
  const file = new VFile({value: markdown, path: path.join(process.cwd(), 'docs', '图表.md')});
  const tree = await processor.run(processor.parse(file), file);
  return JSON.stringify(tree);
}

const mermaid = '```mermaid title="出兵流程"\ngraph LR\n  A --> B\n```\n';

test('a mermaid fence becomes a sized, lazy <img> of a cached SVG file', async () => {
  requests.length = 0;
  const opts = options();
  const tree = JSON.parse(await run(`# 标题\n\n${mermaid}`, opts));
  const img = tree.children[1];
  assert.equal(img.type, 'mdxJsxFlowElement');
  assert.equal(img.name, 'img');
  const attrs = Object.fromEntries(img.attributes.map((a: {name: string; value: string}) => [a.name, a.value]));
  const key = cacheKey('mermaid', 'graph LR\n  A --> B');
  assert.equal(attrs.src, `/diagrams/${key}.svg`);
  assert.equal(attrs.alt, '出兵流程');
  assert.equal(attrs.width, '120'); // 90pt
  assert.equal(attrs.height, '80');
  assert.equal(attrs.loading, 'lazy');
  assert.deepEqual(requests, ['POST /mermaid/svg']);
  assert.match(fs.readFileSync(path.join(opts.cacheDir, `${key}.svg`), 'utf8'), /<svg/);
});

test('a second run asks the server for nothing it already rendered', async () => {
  const opts = options();
  const page = `${mermaid}\n\`\`\`plantuml\n@startuml\nA -> B\n@enduml\n\`\`\`\n\n\`\`\`d2\na -> b\n\`\`\`\n`;
  requests.length = 0;
  await run(page, opts);
  assert.equal(requests.length, 3);
  requests.length = 0;
  await run(page, opts);
  assert.deepEqual(requests, []);
});

test('a syntax error the server reports fails with file, line and the server message', async () => {
  const opts = options();
  await assert.rejects(
    run('第一段\n\n```plantuml\n@startuml\nBROKEN\n@enduml\n```\n', opts),
    (error: Error) =>
      error instanceof DiagramError &&
      error.message.includes(`${path.join('docs', '图表.md')}:3`) &&
      error.message.includes('HTTP 400') &&
      error.message.includes('Syntax error in text at line 2'),
  );
  assert.deepEqual(fs.existsSync(opts.cacheDir) ? fs.readdirSync(opts.cacheDir) : [], [], 'nothing cached');
});

test('a hanging server is abandoned after the timeout and bounded retries', async () => {
  requests.length = 0;
  const opts = options({timeoutMs: 300, retries: 1});
  const started = Date.now();
  await assert.rejects(
    run('```mermaid\nHANG\n```\n', opts),
    /图表.md:1：无法渲染这张 mermaid 图表：连接不上 Kroki 服务 .*300 ms 内没有响应（已尝试 2 次）.*KROKI_URL/s,
  );
  // Two tries of 300 ms each; a hang would never end. The margin is for a busy machine.
  assert.ok(Date.now() - started < 10_000, 'bounded in time');
  assert.equal(requests.length, 2);
  assert.equal(
    fs.existsSync(opts.cacheDir) ? fs.readdirSync(opts.cacheDir).length : 0,
    0,
    'no broken file in the cache',
  );
});

test('5xx answers are retried, then reported', async () => {
  requests.length = 0;
  await assert.rejects(run('```d2\nFLAKY\n```\n', options({retries: 2})), /HTTP 503（已尝试 3 次）/);
  assert.equal(requests.length, 3);
});

test('graphviz renders locally with WebAssembly when the server is unreachable', async () => {
  const opts = options({serverUrl: 'http://127.0.0.1:9', retries: 0});
  const tree = JSON.parse(await run('```dot alt="科技前置关系"\ndigraph { 农耕 -> 灌溉 }\n```\n', opts));
  const img = tree.children[0];
  const attrs = Object.fromEntries(img.attributes.map((a: {name: string; value: string}) => [a.name, a.value]));
  assert.equal(attrs.alt, '科技前置关系');
  assert.ok(Number(attrs.width) > 0 && Number(attrs.height) > 0);
  const svg = fs.readFileSync(
    path.join(opts.cacheDir, `${cacheKey('graphviz', 'digraph { 农耕 -> 灌溉 }')}.svg`),
    'utf8',
  );
  assert.match(svg, /灌溉/);
});

test('invalid graphviz fails the offline build with the line', async () => {
  const opts = options({serverUrl: 'http://127.0.0.1:9', retries: 0});
  await assert.rejects(
    run('\n\n```graphviz\ndigraph { a -> }\n```\n', opts),
    /图表.md:3：本地 Graphviz（WebAssembly）拒绝了这张 graphviz 图表.*syntax error/is,
  );
});

test('other languages with no server and no cache fail the build, but show a warning in start', async () => {
  const unreachable = {serverUrl: 'http://127.0.0.1:9', retries: 0};
  await assert.rejects(run('```mermaid\ngraph TD; A-->B\n```\n', options(unreachable)), DiagramError);
  const tree = JSON.parse(await run('```mermaid\ngraph TD; A-->B\n```\n', options({...unreachable, mode: 'start'})));
  const warning = tree.children[0];
  assert.equal(warning.name, 'div');
  assert.match(JSON.stringify(warning), /图表未渲染/);
  assert.equal(warning.children[1].type, 'code', 'the source stays visible');
});

test('an SVG without a size fails the build with file and line, and shows a warning in start', async () => {
  const markdown = '\n\n```mermaid\ngraph LR\n  SIZELESS --> B\n```\n';
  const opts = options();
  await assert.rejects(
    run(markdown, opts),
    (error: Error) =>
      error instanceof DiagramError &&
      /图表\.md:3：无法使用这张 mermaid 图表渲染出的 SVG：SVG 缺少 width\/height 和 viewBox/.test(error.message),
  );
  // Not cached, so the next build (and `npm run check`) does not take it for rendered.
  assert.deepEqual(fs.existsSync(opts.cacheDir) ? fs.readdirSync(opts.cacheDir) : [], []);
  const tree = JSON.parse(await run(markdown, options({mode: 'start'})));
  const warning = tree.children[0];
  assert.equal(warning.name, 'div');
  assert.match(JSON.stringify(warning), /图表未渲染.*图表\.md:3：无法使用这张 mermaid 图表渲染出的 SVG/);
  assert.equal(warning.children[1].type, 'code', 'the source stays visible');
});

test('diagram text over the limit is refused before any request', async () => {
  requests.length = 0;
  const huge = 'A'.repeat(MAX_DIAGRAM_CHARS + 1);
  await assert.rejects(
    run(`\`\`\`mermaid\n${huge}\n\`\`\`\n`, options()),
    new RegExp(`图表.md:1：mermaid 图表源码有 ${MAX_DIAGRAM_CHARS + 1} 个字符，超过上限 ${MAX_DIAGRAM_CHARS}`),
  );
  assert.equal(requests.length, 0);
});

test('ordinary code blocks are left alone', async () => {
  const tree = JSON.parse(await run('```ts\nconst a = 1;\n```\n', options()));
  assert.equal(tree.children[0].type, 'code');
});
