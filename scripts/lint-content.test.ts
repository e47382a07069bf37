import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {contentFiles, lintMarkdown, MIN_PROSE_HAN} from './lint-content';

const reference = {doc: true, reference: true};
const frontMatter = '---\ntitle: 资源\ndescription: 八种资源的用途。\nkeywords: [资源]\n---\n';
/** Enough real prose to pass the length rule, with a glossary link. */
const longProse = `${'开垦新生地块需要粮食和木材，'.repeat(Math.ceil(MIN_PROSE_HAN / 12))}详见[基础名词](./基础名词.md#tile)。\n`;
const rules = (source: string, options = reference) => lintMarkdown(source, 'docs/资源.md', options).map((p) => `${p.line}:${p.rule}`);

test('a clean reference page passes', () => {
  assert.deepEqual(rules(`${frontMatter}\n${longProse}\n民兵的生命是 :data[units.militia.hp]。\n`), []);
});

test('CJK/Latin spacing and half-width punctuation are reported with the line and the fix', () => {
  const problems = lintMarkdown(`${frontMatter}\n${longProse}\n按下Ctrl键,打开控制台。\n`, 'docs/资源.md', reference);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, 9);
  assert.match(problems[0]!.message, /「按下Ctrl键,打开控制台。」应写作「按下 Ctrl 键，打开控制台。」/);
});

test('code, including fences nested in lists, is not treated as Chinese prose', () => {
  const source = `${frontMatter}\n${longProse}\n1. 写好 front matter：\n\n   \`\`\`yaml\n   keywords: [关键词一, 关键词二]\n   \`\`\`\n\n输入 \`give coin 500\` 即可。\n`;
  assert.deepEqual(rules(source), []);
});

test('placeholder words fail, unless quoted as code', () => {
  assert.deepEqual(rules(`${frontMatter}\n${longProse}\n这一节待补充。\n`), ['9:placeholder']);
  assert.deepEqual(rules(`${frontMatter}\n${longProse}\n这里是 lorem ipsum 文字。\n`), ['9:placeholder']);
  assert.deepEqual(rules(`${frontMatter}\n${longProse}\n不要写 \`TODO\`。\n`), []);
});

test('a number typed into reference prose is refused; :data, code and math are not', () => {
  const problems = lintMarkdown(`${frontMatter}\n${longProse}\n民兵的生命是 60 点。\n`, 'docs/资源.md', reference);
  assert.deepEqual(problems.map((p) => p.rule), ['typed-number']);
  assert.match(problems[0]!.message, /「60」.*:data\[/);
  assert.deepEqual(rules(`${frontMatter}\n${longProse}\n公式 $Y = 1 + b$，命令 \`spawn militia 5\`。\n`), []);
  // Data pages (outside the reference set) may show numbers in prose.
  assert.deepEqual(rules(`${frontMatter}\n民兵的生命是 60 点。\n`, {doc: true, reference: false}), []);
});

test('short reference pages, missing front matter, missing alt text and no glossary link are reported', () => {
  const found = rules('---\ntitle: 资源\n---\n\n只有一句话。\n\n![](/img/map.svg)\n');
  assert.ok(found.includes('1:front-matter'), found.join());
  assert.ok(found.includes('7:image-alt'), found.join());
  assert.ok(found.includes('1:prose-length'), found.join());
  assert.ok(found.includes('1:glossary-link'), found.join());
  const short = lintMarkdown(`${frontMatter}\n只有一句话，链接到[基础名词](./基础名词.md)。\n`, 'docs/资源.md', reference);
  assert.match(short.find((p) => p.rule === 'prose-length')!.message, new RegExp(`正文只有 \\d+ 个汉字.*至少要 ${MIN_PROSE_HAN} 个`));
});

test('tables and headings do not count as prose', () => {
  const table = `| 名称 | 说明 |\n| --- | --- |\n${`| 粮食 | ${'人口和军队的口粮'.repeat(20)} |\n`.repeat(10)}`;
  const found = rules(`${frontMatter}\n## ${'标题'.repeat(300)}\n\n${table}\n链接[基础名词](./基础名词.md)。\n`);
  assert.deepEqual(found, ['1:prose-length']);
});

test('the content set covers docs (reference pages outside 数据/), the blog and pages', () => {
  const files = contentFiles(path.resolve(__dirname, '..')).map(({file, options}) => [path.relative(path.resolve(__dirname, '..'), file), options.reference] as const);
  const map = new Map(files);
  assert.equal(map.get(path.join('docs', '资源.md')), true);
  assert.equal(map.get(path.join('docs', '数据', '单位.md')), false);
  assert.ok(files.some(([file]) => file.startsWith('blog')));
  assert.ok(map.has(path.join('src', 'pages', 'markdown-page.mdx')));
});
