import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {
  contentFiles,
  lintMarkdown,
  lintPageScript,
  lintTableHeaders,
  MIN_DATA_PAGE_HAN,
  MIN_PROSE_HAN,
  pageScriptFiles,
  readDefinedTerms,
  typedCount,
  setLintData,
} from './lint-content';
import {loadGlossary, parseGlossary} from '../src/plugins/glossary/glossary';
import {loadGameData} from '../src/game/load';
import {readEntityIds} from './lib/entity-links';
import {MIN_NAMES, namedLists} from './lib/entity-lists';
import {FIXTURE_DATA} from '../tests/support/site';
import {DOC_IDS} from '../src/config/docs';

const root = path.resolve(__dirname, '..');
const reference = {doc: true, reference: true};
/** The glossary page as a doc at the top of docs/ links to it (its id is src/config/docs.ts's). */
const glossaryMd = `./${DOC_IDS.glossary}.md`;
const frontMatter = '---\ntitle: 资源\ndescription: 八种资源的用途。\nkeywords: [资源]\n---\n';
/** Enough real prose to pass the length rule, with a glossary link. */
const longProse = `${'开垦新生地块需要粮食和木材，'.repeat(Math.ceil(MIN_PROSE_HAN / 12))}详见[基础名词](${glossaryMd}#tile)。\n`;
/** A clean reference page with `text` from line 9 on. */
const page = (text: string) => `${frontMatter}\n${longProse}\n${text}\n`;
const rules = (source: string, options = reference) =>
  lintMarkdown(source, 'docs/资源.md', options).map((p) => `${p.line}:${p.rule}`);
/** Each text, on line 9 of a clean reference page, finds exactly the rules given (none: it passes). */
const expectRules = (cases: readonly (readonly [string, readonly string[]])[]) => {
  for (const [text, expected] of cases) assert.deepEqual(rules(page(text)), expected, text);
};
const passes = (...texts: string[]) => expectRules(texts.map((text) => [text, []]));
/** The content set's options by file, relative to the site with `/` and without its extension. */
const optionsOf = () =>
  new Map(
    contentFiles(root).map(({file, options}) => [
      path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
      options,
    ]),
  );
/** A doc's key in optionsOf(), by its key in src/config/docs.ts. */
const docFile = (key: keyof typeof DOC_IDS) => `docs/${DOC_IDS[key]}`;

test('a clean reference page passes', () => passes('民兵的生命是 :data[units.militia.hp]。'));

test('CJK/Latin spacing and half-width punctuation are reported with the line and the fix', () => {
  const problems = lintMarkdown(page('按下Ctrl键,打开控制台。'), 'docs/资源.md', reference);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, 9);
  assert.match(problems[0]!.message, /「按下Ctrl键,打开控制台。」应写作「按下 Ctrl 键，打开控制台。」/);
});

test('code, including fences nested in lists, is not treated as Chinese prose', () =>
  passes(
    '1. 写好 front matter：\n\n   ```yaml\n   keywords: [关键词一, 关键词二]\n   ```\n\n输入 `give coin 500` 即可。',
  ));

test('placeholder words fail, unless quoted as code', () =>
  expectRules([
    ['这一节待补充。', ['9:placeholder']],
    ['这里是 lorem ipsum 文字。', ['9:placeholder']],
    ['不要写 `TODO`。', []],
  ]));

test('a number typed into reference prose is refused; :data, code and math are not', () => {
  const problems = lintMarkdown(page('民兵的生命是 60 点。'), 'docs/资源.md', reference);
  assert.deepEqual(
    problems.map((p) => p.rule),
    ['typed-number'],
  );
  assert.match(problems[0]!.message, /「60」.*:data\[/);
  passes('公式 $Y = 1 + b$，命令 `spawn militia 5`。');
  // Blog posts and pages may (a release note's numbers describe that release).
  assert.deepEqual(rules(`${frontMatter}\n民兵的生命是 60 点。\n`, {doc: false, reference: false}), []);
});

test('数据 pages may not type a game number either', () => {
  const dataPage = {doc: true, reference: false, numbers: true};
  const found = lintMarkdown(`${frontMatter}\n近战单位的射程是 1。\n`, 'docs/数据/单位.md', dataPage).map(
    (p) => p.rule,
  );
  assert.ok(found.includes('typed-number'), found.join());
  assert.equal(optionsOf().get(docFile('unitsData'))?.numbers, true);
});

test('short reference pages, missing front matter, missing alt text and no glossary link are reported', () => {
  const found = rules('---\ntitle: 资源\n---\n\n只有一句话。\n\n![](/img/map.svg)\n');
  for (const rule of ['1:front-matter', '7:image-alt', '1:prose-length', '1:glossary-link'])
    assert.ok(found.includes(rule), found.join());
  const short = lintMarkdown(
    `${frontMatter}\n只有一句话，链接到[基础名词](${glossaryMd})。\n`,
    'docs/资源.md',
    reference,
  );
  assert.match(
    short.find((p) => p.rule === 'prose-length')!.message,
    new RegExp(`正文只有 \\d+ 个汉字.*至少要 ${MIN_PROSE_HAN} 个`),
  );
});

test('tables and headings do not count as prose', () => {
  const table = `| 名称 | 说明 |\n| --- | --- |\n${`| 粮食 | ${'人口和军队的口粮'.repeat(20)} |\n`.repeat(10)}`;
  const found = rules(`${frontMatter}\n## ${'标题'.repeat(300)}\n\n${table}\n链接[基础名词](${glossaryMd})。\n`);
  assert.deepEqual(found, ['1:prose-length']);
});

test('the content set covers docs (reference pages outside 数据/), the blog and pages', () => {
  const files = optionsOf();
  assert.equal(files.get(docFile('resources'))?.reference, true);
  assert.equal(files.get(docFile('unitsData'))?.reference, false);
  assert.ok([...files.keys()].some((file) => file.startsWith('blog')));
  assert.ok(files.has('src/pages/markdown-page'));
});

// ---- issue 14: wording rules

const glossary = parseGlossary(
  `terms:
  - {id: city_wall, term: 城墙, anchor: counter, category: 军事, definition: 环绕城邑的防御建筑。, retired: [石墙]}
  - {id: swamp, term: 沼泽, anchor: terrain, category: 土地与人口, definition: 一种地形。, retired: [盐泽], except: [盐泽村]}
`,
  'data/glossary.yaml',
);

test('a retired synonym in prose fails with file, line and the canonical term; code, data names and a marked line pass', () => {
  setLintData({glossary});
  const problems = lintMarkdown(page('玄岩的石墙最结实。'), 'docs/资源.md', reference);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.rule}`),
    ['docs/资源.md:9:retired-term'],
  );
  assert.match(problems[0]!.message, /「石墙」.*请写「城墙」/);
  passes(
    '去盐泽村贸易，命令 `build 石墙`，见 [城墙](./数据/建筑.md#stone_wall)。',
    '玩家也叫它「石墙」。{/* 旧称：石墙 */}',
  );
  // The marker allows only the synonym it names, only on its line.
  expectRules([['「石墙」{/* 旧称：石墙 */}\n\n盐泽的石墙。', ['11:retired-term', '11:retired-term']]]);
});

test('a retired synonym in a data table header fails', () => {
  setLintData({glossary});
  const problems = lintTableHeaders(
    `const columns = [\n  {key: 'wall', label: '石墙', value: (r) => r.wall},\n];\n`,
    'src/components/GameTables/X.tsx',
  );
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}:${p.rule}`),
    ['src/components/GameTables/X.tsx:2:retired-term'],
  );
  assert.deepEqual(lintTableHeaders(`{key: 'wall', label: '城墙'}`, 'X.tsx'), []);
});

test('a data sentence pasted inside 「」 fails, with its line', () =>
  expectRules([
    ['牧村不喜欢被冷落，「:data[villages.herders_camp.attitude.rules.4.note]」时态度下降。', ['9:quoted-data']],
    ['牧村不喜欢被冷落，:data[villages.herders_camp.attitude.rules.4.note]，态度下降。', []],
    ['不要写 `「:data[villages.herders_camp.attitude.rules.4.note]」时`。', []],
  ]));

test('template openings fail on any page', () => {
  expectRules([
    ['本页先讲阵营，再讲地图。', ['9:template-opening']],
    ['本页有两张表。阵营加成表列出每个阵营的加成。', ['9:template-opening']],
  ]);
  assert.deepEqual(rules(`${frontMatter}\n本页将介绍全部政策。\n`, {doc: false, reference: false}), [
    '7:template-opening',
  ]);
});

test('a sentence that announces what follows fails, at the start of a paragraph or after a full stop', () => {
  expectRules(
    [
      '《千川纪》是一款策略游戏。下面从这片大陆的来历说起，接着走一遍第一局。',
      '下面讲打仗时怎样用好它们；训练建筑见单位总览。',
      '这一页写给参与编写网站内容的编辑。',
      '表格之后按「土地与人口」「军事」分组，逐条说明每个术语。',
      '士兵怎样按兵种划分、在哪里训练，是下面几节的内容。',
      '建筑要有劳力才能开工。下面按用途分类，每类之后是各时代先建哪些。',
    ].map((text) => [text, ['9:template-opening']]),
  );
  // What follows is named as a thing, not announced: these pass.
  passes(
    '下面的命令都可以直接复制到控制台里。',
    '以下每张表都是构建时模拟的结果。',
    '下表列出每座训练建筑能训练的单位。',
    '下面是赤岚王朝的研究顺序：',
  );
});

test('a count typed in Chinese numerals fails on reference pages; ordinals, 一 and :data counts pass', () => {
  expectRules(
    ['资源共有八种。', '国家等级共六级，通用的行政建筑有三座。', '电脑对手有四档难度。'].map((text) => [
      text,
      ['9:typed-count'],
    ]),
  );
  passes('资源共有:data[resources]{format=count}种，第三座城邑，一座城邑。');
});

test('typed counts include 家, 层, 件, 人 and 一百多, and 两 when it counts a kind of game content', () => {
  expectRules(
    [
      '南边三家都围着断河。',
      '地图从北到南分成四层区域。',
      '做到这三件事。',
      '全国已有一百多人。',
      '人口涨到一百人时。',
      '目前共有两张官方地图。',
      '选择两项文明特质。',
      '其中两家还有特殊系统。',
      '两个阵营还有自己的行政建筑。',
      '前两个时代的经济走向。',
    ].map((text) => [text, ['9:typed-count']]),
  );
  // Casual counts, guesses, names and heading levels pass.
  passes(
    '比较两条路线的费用。',
    '训练两名石盾兵守家。',
    '补两三名掠袭骑。',
    '推行百家争鸣。',
    '内海化作千条河川。',
    '吞并一两个小村庄。',
    '只收录 `##` 和 `###` 这两级标题。',
  );
});

test('typed counts are refused on 数据 pages and pages, not in blog posts', () => {
  const files = optionsOf();
  assert.equal(files.get(docFile('countryLevels'))?.counts, true);
  assert.equal(files.get('src/pages/markdown-page')?.counts, true);
  const blog = [...files].find(([file]) => file.startsWith('blog/'))!;
  assert.ok(!blog[1].counts, blog[0]);
  const dataPage = {doc: true, reference: false, counts: true};
  assert.deepEqual(
    lintMarkdown(`${frontMatter}\n三项门槛要同时满足。\n`, 'docs/数据/国家等级.md', dataPage)
      .map((p) => p.rule)
      .filter((r) => r === 'typed-count'),
    ['typed-count'],
  );
});

test('a React page is checked for typed counts in its text, not in comments or {expressions}', () => {
  const page = [
    '// 四方阵营 in a comment is fine',
    '<Heading as="h2">四方阵营</Heading>',
    '<p>其中{countWord(n, "家")}家还有独门的特殊系统。</p>',
    '<p>其中两家还有独门的特殊系统。</p>',
    '/* 三座城邑',
    '   五种资源 */',
  ].join('\n');
  assert.deepEqual(
    lintPageScript(page, 'src/pages/index.tsx').map((p) => `${p.line}:${p.rule}`),
    ['2:typed-count', '4:typed-count'],
  );
  assert.ok(pageScriptFiles(root).some((file) => file.endsWith(path.join('src', 'pages', 'index.tsx'))));
});

test('a data page needs a reading guide of real length', () => {
  const rules = (source: string) =>
    lintMarkdown(source, 'docs/数据/单位.md', {doc: true, reference: false}).map((p) => `${p.line}:${p.rule}`);
  assert.deepEqual(rules(`${frontMatter}\n表中列出全部单位。\n`), ['1:data-page-guide']);
  const guide = '费用是训练一个单位一次性支付的资源，按资源分别列出。'.repeat(Math.ceil(MIN_DATA_PAGE_HAN / 20));
  assert.deepEqual(rules(`${frontMatter}\n${guide}\n`), []);
});

test('DocCard and DocCardList are refused with the reason (the docs plugin ships no doc list)', () => {
  const mdx = `${frontMatter}\nimport DocCardList from '@theme/DocCardList';\n\n${longProse}\n<DocCardList />\n`;
  const problems = lintMarkdown(mdx, 'docs/资源.mdx', reference).filter((p) => p.rule === 'doc-cards');
  assert.deepEqual(
    problems.map((p) => p.line),
    [7, 11],
  );
  assert.match(problems[0]!.message, /改写成一列普通链接/);
});

/** Runs `check` with what the rules read from data/ set as given, then sets it back. */
const withData = (data: Parameters<typeof setLintData>[0], reset: typeof data, check: () => void) => {
  setLintData(data);
  try {
    check();
  } finally {
    setLintData(reset);
  }
};
const problemsOf = (source: string, rule: string) =>
  lintMarkdown(source, 'docs/资源.md', reference).filter((p) => p.rule === rule);

// ---- issue 15: a thing with its own page is linked to that page, not to its row of a data table

test('a link to a data-table row of a unit, building, technology or policy fails with file, line and the link to use', () =>
  withData({entityIds: readEntityIds(FIXTURE_DATA)}, {entityIds: new Map()}, () => {
    const source = page('[长枪兵](./数据/单位.md#spearman)克制骑兵。\n\n[兵营][b]\n\n[b]: ./数据/建筑.md#barracks');
    const problems = problemsOf(source, 'entity-row-link');
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line}`),
      ['docs/资源.md:9', 'docs/资源.md:13'],
    );
    assert.match(problems[0]!.message, /链接 \.\/数据\/单位\.md#spearman .*请改成 \.\/数据\/单位\/spearman\.mdx/);
    // The page itself, another table's row, an anchor that is not an entity, code: all fine.
    passes(
      '[长枪兵](./数据/单位/spearman.mdx)、[郡国](./数据/国家等级.md#county)、[单位表](./数据/单位.md#数据表)、`[x](./数据/单位.md#spearman)`。',
    );
  }));

test('a bold or linked term neither the glossary nor data/ defines fails with file, line and what to do', () => {
  const terms = {names: new Set(['行政点', '围困']), anchors: new Set(['admin-points', 'siege', 'tile'])};
  withData({definedTerms: terms}, {definedTerms: null}, () => {
    const source = page(
      `城邑被**围困**时不能调拨，[行政点](${glossaryMd}#admin-points)照常恢复。\n\n敌军摆出**鱼鳞阵**冲过来。\n\n注意[兵法](${glossaryMd}#art-of-war)。\n\n- **优势**：便宜。`,
    );
    const problems = problemsOf(source, 'undefined-term');
    assert.deepEqual(
      problems.map((p) => p.line),
      [11, 13],
    );
    assert.match(
      problems[0]!.message,
      /加粗的「鱼鳞阵」像一个术语，但术语表（data\/glossary\.yaml）和 data\/ 里都没有定义它/,
    );
    assert.match(problems[1]!.message, /链接「兵法」指向.+的 #art-of-war，那里没有这个条目/);
  });
});

test('the defined terms are the glossary’s, every name in data/ and the glossary page’s headings', () => {
  // A site of its own: the frozen data/ and a glossary page with one heading of two terms no data has.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'defined-terms-'));
  try {
    fs.symlinkSync(FIXTURE_DATA, path.join(site, 'data'), 'dir');
    const page = path.join(site, 'docs', `${DOC_IDS.glossary}.md`);
    fs.mkdirSync(path.dirname(page), {recursive: true});
    fs.writeFileSync(page, '## 军事\n\n### 鹤翼与雁行 {#formations}\n\n两种阵形。\n');
    const glossary = loadGlossary(FIXTURE_DATA);
    const data = loadGameData(FIXTURE_DATA);
    const terms = readDefinedTerms(site, glossary);
    const term = glossary[0]!;
    for (const name of [
      term.term,
      data.units[0]!.name,
      data.factions[0]!.short,
      data.maps[0]!.start_positions[0]!.name, // nested in a map
      '步兵', // a unit type
      '鹤翼',
      '雁行',
      '鹤翼与雁行',
    ])
      assert.ok(terms.names.has(name), name);
    for (const anchor of [term.anchor, `term-${term.id.replace(/_/g, '-')}`, 'formations'])
      assert.ok(terms.anchors.has(anchor), anchor);
    assert.ok(!terms.names.has('鱼鳞阵'));
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('a loose 「X 克制 Y」 between units or types fails with file and line; the same words elsewhere do not', () =>
  withData({unitNames: ['长枪兵', '轻骑']}, {unitNames: []}, () => {
    const source = page(
      `守中洲时，长枪兵克制轻骑。\n\n兵种之间有[克制](${glossaryMd}#counter)关系，步兵克制\n骑兵。\n\n把快马交给枪阵去克制。`,
    );
    const problems = problemsOf(source, 'loose-counter');
    assert.deepEqual(
      problems.map((p) => [p.line, p.message.slice(0, 12)]),
      [
        [9, '「长枪兵克制轻骑」是一条'],
        [11, '「步兵克制骑兵」是一条克'],
      ],
    );
    assert.match(problems[0]!.message, /写进 data\/rules\.yaml 的 combat\.claims/);
  }));

// ---- issue 29: the lint's advice passes the lint (that it names sections that exist: scripts/check/guide.ts)

test('the advice for a typed number passes the rules it gives it for', () => {
  const [problem] = lintMarkdown(page('游戏有 4 个时代。'), 'docs/资源.md', reference);
  assert.equal(problem?.rule, 'typed-number');
  const examples = [...problem.message.matchAll(/「([^」]*)」/g)].map((m) => m[1]!).slice(2);
  assert.deepEqual(examples, [':data[eras]{format=count}个时代', '分两步']);
  for (const example of examples) assert.equal(typedCount(example), null, example);
  passes('游戏有:data[eras]{format=count}个时代，分两步讲。');
});

test('a hand-written list of the units a data list holds fails with file, line and the directive to write', () => {
  const lists = namedLists(loadGameData(FIXTURE_DATA));
  withData({namedLists: lists}, {namedLists: []}, () => {
    const standalone = lists.find((l) => l.path === 'derived.unit_lists.standalone.all')!;
    const names = [...standalone.names];
    assert.ok(names.length >= MIN_NAMES, 'the fixture has three units without a successor or more');
    const problems = problemsOf(
      page(`${names.slice(0, -1).join('、')}和${names.at(-1)}没有后继单位。`),
      'hand-written-list',
    );
    assert.equal(problems.length, 1);
    assert.equal(problems[0]!.line, 9);
    assert.match(
      problems[0]!.message,
      /正好是 :data\[derived\.unit_lists\.standalone\.all\]\{format=links\} 列出的内容/,
    );
    // Linked names are a list too; the directive itself, or a part of the list, is not.
    const linked = names.map((n) => `[${n}](./x.md)`);
    assert.equal(
      problemsOf(page(`${linked.slice(0, -1).join('、')}和${linked.at(-1)}。`), 'hand-written-list').length,
      1,
    );
    // Two names are not taken for a list.
    passes(
      ':data[derived.unit_lists.standalone.all]{format=links}没有后继单位。',
      `${names[0]}和${names[1]}没有后继单位。`,
    );
  });
});
