/**
 * Build time only (pinyin-pro and its dictionary stay on the server): what the search worker needs
 * to understand pinyin, synonyms and questions (./rewrite.ts), computed from our names and text.
 */
import {pinyin} from 'pinyin-pro';
import {docPath} from '../../config/docs';
import {iconsOf} from '../../game/icons';
import type {GameData} from '../../game/schema';
import type {GlossaryTerm} from '../glossary';
import type {SearchExtras} from './rewrite';
import {resultKind} from './kinds';

/**
 * Words pinyin-pro reads wrong in our names, as their syllables without tones. A word counts
 * wherever a name contains it (嫡长 in 嫡长继承, and in any later 嫡长子). search-aliases.test.ts
 * checks the tricky readings of our names (长 行 重 藏 朝 …) and that every word here still occurs
 * in one; add a word here when a reading is wrong.
 */
export const PINYIN_OVERRIDES: Readonly<Record<string, string>> = {
  // The eldest son (zhǎng), not 长 as in long (cháng).
  嫡长: 'di zhang',
  // A guild trade: 行 as in 行会 (háng), not as in walking (xíng).
  腌鱼行: 'yan yu hang',
  // 泊 of a lake is pō; bó is mooring.
  湖泊: 'hu po',
};

const overrideWords = Object.keys(PINYIN_OVERRIDES).sort((a, b) => b.length - a.length);

/** pinyin-pro's syllables for `name`, with PINYIN_OVERRIDES' words read as they say. */
function syllablesOf(name: string): string[] {
  const syllables: string[] = [];
  let run = '';
  const flush = () => {
    if (run !== '') syllables.push(...pinyin(run, {toneType: 'none', type: 'array', v: true, nonZh: 'consecutive'}));
    run = '';
  };
  for (let i = 0; i < name.length;) {
    const word = overrideWords.find((w) => name.startsWith(w, i));
    if (word) {
      flush();
      syllables.push(...PINYIN_OVERRIDES[word]!.split(' '));
      i += word.length;
    } else {
      run += name[i];
      i++;
    }
  }
  flush();
  return syllables;
}

/** A list of words, written apart by spaces and line breaks. */
const words = (list: string): readonly string[] => list.trim().split(/\s+/);

/**
 * Question words (「粮食不够怎么办」 is about 粮食不够, and is a question): dropped from the query,
 * which then ranks reference pages before entity pages. The where/how forms are whole (在哪里,
 * 怎么算), so no half of them is left behind (「存档在」, 「伤害 算」). 选哪个: in 「出生点选哪个好」
 * which one to pick is the question, not 选. Want (不够用 … 缺): a player short of something asks
 * where it comes from (「前期铜钱总是不够用咋办」).
 */
export const QUESTION_WORDS = words(`
  为什么 为啥 干嘛 怎么办 怎么样 怎么回事 怎么弄 怎么搞 怎么整 怎么算 怎样算 如何算
  咋回事 咋办 咋样 咋弄 咋搞 咋整 咋算 怎么 怎样 如何 咋 什么 啥
  有没有 能不能 是不是 要不要 会不会 可不可以 是否 能否 请问
  从哪里来 从哪儿来 从哪来 哪里来 哪儿来 哪来 放在哪里 放在哪儿 放在哪 放哪里 放哪
  在哪里 在哪儿 在哪 哪里 哪儿 哪些 选哪个 哪个 哪种 多少 多久
  不够用 不够 不足 太少 缺少 缺 吗 呢 ？ ?
`);

/** Particles and fillers: dropped, they say nothing about the subject, nor that it is a question. */
export const FILLERS = words(`
  一下 可以 能 总是 老是 一直 到底 究竟 应该 我的 我 该 是 有 的 了 得 么 吧 啊 呀 嘛 哦 ， 。 ！ 、
`);

/** One name's readings: full pinyin without tones (ü as v) and its initials. */
export function pinyinOf(name: string): {full: string; initials: string} {
  const syllables = syllablesOf(name).map((s) => s.toLowerCase().replace(/[^a-z]/g, ''));
  return {full: syllables.join(''), initials: syllables.map((s) => s[0] ?? '').join('')};
}

export interface ExtrasInput {
  /** Game names (data/*.yaml) and page titles. */
  names: readonly string[];
  glossary: readonly GlossaryTerm[];
  /** Everyday word → the term our text uses (src/config/search-synonyms.ts). */
  everyday: Readonly<Record<string, string>>;
  /** Colloquial phrasing (a regular expression) → the words our text uses (src/config/search-synonyms.ts). */
  senses: Readonly<Record<string, string>>;
  /** Every Chinese token of the index, to keep words like 了解 whole. */
  tokens: readonly string[];
  /** How many entries of the index hold each token (a name's weight among names of one pinyin). */
  documentCounts: Readonly<Record<string, number>>;
  /** The index's pages: id of the title document, title, URL. */
  pages: readonly {i: number; t: string; u: string}[];
  /** Another name for a name (a faction's short name → the faction: 赤岚 → 赤岚王朝). */
  aliases: Readonly<Record<string, string>>;
  /** entityKeyLines() of the game data. */
  keyLines: Readonly<Record<string, string>>;
  /** Names without a page of their own → the URL of their row or definition (./homes.ts). */
  definitions?: Readonly<Record<string, string>>;
  /** entityIcons() of the game data, and where the icons' files are. */
  icons?: SearchExtras['icons'];
  iconBase?: string;
}

const byLengthDesc = (a: string, b: string) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each name's own page: the page titled with it (长枪兵 → 数据/单位/spearman), or titled
 * 「…：name」 (帝系传承 → 赤岚王朝特殊系统：帝系传承), or its alias's page (赤岚 → 阵营/赤岚王朝).
 * or titled 「name总览」 (阵营 → 阵营总览). A title two pages share names neither. Names without a page
 * (粮食) have none here: see definitionPages.
 */
export function homePages(
  names: readonly string[],
  pages: ExtrasInput['pages'],
  aliases: ExtrasInput['aliases'],
): Record<string, number> {
  const byTitle = new Map<string, number | null>();
  const claim = (title: string, id: number) =>
    byTitle.set(title, byTitle.has(title) && byTitle.get(title) !== id ? null : id);
  for (const page of pages) {
    claim(page.t, page.i);
    // 「阵营总览」 is the page of 阵营, 「地图总览」 of 地图.
    if (page.t.endsWith('总览') && page.t.length > 2) claim(page.t.slice(0, -2), page.i);
    const colon = page.t.lastIndexOf('：');
    if (colon !== -1 && !pages.some((other) => other.t === page.t.slice(colon + 1)))
      claim(page.t.slice(colon + 1), page.i);
  }
  const homes: Record<string, number> = {};
  for (const name of new Set([...names, ...Object.keys(aliases)])) {
    const id = byTitle.get(name) ?? byTitle.get(aliases[name] ?? '');
    if (typeof id === 'number') homes[name] = id;
  }
  return homes;
}

/**
 * Each name without a page of its own → the id of the page with its row or definition (粮食 →
 * 资源), from the URLs of ./homes.ts. Throws, naming the name, when no page has that URL.
 */
export function definitionPages(
  definitions: Readonly<Record<string, string>>,
  pages: ExtrasInput['pages'],
): Record<string, number> {
  const byUrl = new Map(pages.map((page) => [decodeURI(page.u).replace(/(.)\/$/, '$1'), page.i]));
  const result: Record<string, number> = {};
  const missing: string[] = [];
  for (const [name, url] of Object.entries(definitions)) {
    const id = byUrl.get(url);
    if (id === undefined) missing.push(`「${name}」→ ${url}`);
    else result[name] = id;
  }
  if (missing.length > 0) {
    throw new Error(
      `src/plugins/search-aliases/homes.ts：这些名称的释义页不在搜索索引里：${missing.join('，')}。请改成站内存在的页面路径。`,
    );
  }
  return result;
}

/**
 * Names two entity pages of different kinds share (帆船: a unit and a technology; 钱庄: a building
 * and a technology) → each kind's page (单位 → id). homePages gives such a name neither.
 */
export function sharedHomes(pages: ExtrasInput['pages']): Record<string, Record<string, number>> {
  const byTitle = new Map<string, Record<string, number>>();
  for (const page of pages) {
    const {kind} = resultKind(page.u);
    if (kind === '页面') continue;
    const kinds = byTitle.get(page.t) ?? {};
    kinds[kind] ??= page.i;
    byTitle.set(page.t, kinds);
  }
  return Object.fromEntries([...byTitle].filter(([, kinds]) => Object.keys(kinds).length > 1));
}

/**
 * Attribute words that belong to one or two kinds of entity, to tell apart pages that share a name
 * (「帆船射程」 is the unit, 「帆船研究时间」 the technology).
 */
export const ATTRIBUTE_KINDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries({
    单位: '攻击力 攻击 伤害 生命值 生命 血量 血 防御力 防御 护甲 射程 速度 移速 移动速度 训练时间 训练 克制 兵种',
    建筑: '建造时间 建造',
    '建筑 村庄': '产出 产量',
    科技: '研究时间 研究 解锁',
  }).flatMap(([kinds, list]) => words(list).map((word) => [word, words(kinds)])),
);

/**
 * Words that ask for one attribute of a named thing (「长枪兵攻击力」「书斋造价」): with a name, the
 * query is about that name's page. What a stat card and an entity page call them, and what
 * players say for them.
 */
export const ATTRIBUTE_WORDS = words(`
  攻击力 攻击 攻防 伤害 生命值 生命 血量 血 防御力 防御 护甲 射程 速度 移速 移动速度 训练时间 训练
  造价 价格 价钱 花费 费用 成本 消耗 维护费 维护 维持费用 粮耗 建造时间 建造 研究时间 研究
  前置科技 前置 条件 要求 解锁 时代 产出 产量 效果 加成 属性 数据 数值 克制 升级 兵种
  人口 劳力 上限 行政点 收益 简介 介绍 资料
`);

export function buildSearchExtras({
  names,
  glossary,
  everyday,
  senses,
  tokens,
  documentCounts,
  pages,
  aliases,
  keyLines,
  definitions = {},
  icons,
  iconBase,
}: ExtrasInput): SearchExtras {
  const pinyinMap: Record<string, string[]> = {};
  const fullKeys = new Set<string>();
  const add = (key: string, name: string) => {
    if (key.length < 2) return;
    const list = (pinyinMap[key] ??= []);
    if (!list.includes(name)) list.push(name);
  };
  for (const name of new Set(names)) {
    if (!/\p{Unified_Ideograph}/u.test(name)) continue;
    const {full, initials} = pinyinOf(name);
    // ü is typed as v by most input methods, as u by many players (掠: lve, lue).
    for (const key of new Set([full, full.replace(/v/g, 'u')])) {
      add(key, name);
      fullKeys.add(key);
    }
    add(initials, name);
  }
  // Names of one key, the one the index mentions most first (stable: else in the order given).
  const weight = (name: string) => documentCounts[name.toLowerCase()] ?? 0;
  for (const list of Object.values(pinyinMap)) list.sort((a, b) => weight(b) - weight(a));
  const synonyms = new Map<string, string>();
  for (const term of glossary) for (const word of term.retired) synonyms.set(word, term.term);
  for (const [word, term] of Object.entries(everyday)) synonyms.set(word, term);
  const questionWords = [...QUESTION_WORDS].sort(byLengthDesc);
  const fillers = [...FILLERS].sort(byLengthDesc);
  const cut = [...synonyms.keys(), ...questionWords, ...fillers];
  // A name or a token that contains a synonym, question word or filler without being one (盐泽村,
  // 了解, 配重投石机 around 投石机) stays whole.
  const candidates = [
    ...names,
    ...glossary.flatMap((t) => [t.term, ...t.except]),
    ...synonyms.values(),
    ...Object.values(senses),
    ...tokens,
  ];
  const protectedWords = [...new Set(candidates)]
    .filter(
      (word) =>
        !synonyms.has(word) && !cut.includes(word) && cut.some((c) => word.length > c.length && word.includes(c)),
    )
    .sort(byLengthDesc);
  return {
    pinyin: pinyinMap,
    fullKeys: [...fullKeys].sort(),
    synonyms: [...synonyms].sort(([a], [b]) => byLengthDesc(a, b)),
    senses: Object.entries(senses),
    questionWords,
    fillers,
    protectedWords,
    homes: homePages([...names, ...glossary.map((t) => t.term), ...Object.keys(definitions)], pages, aliases),
    definitions: definitionPages(definitions, pages),
    attributes: [...ATTRIBUTE_WORDS].sort(byLengthDesc),
    shared: sharedHomes(pages),
    attributeKinds: Object.fromEntries(Object.entries(ATTRIBUTE_KINDS).map(([word, kinds]) => [word, [...kinds]])),
    keyLines: {...keyLines},
    ...(icons && iconBase ? {icons, iconBase} : {}),
    glossaryUrl: docPath('glossary'),
  };
}

/**
 * Every everyday word must lead to a name our text uses, or searching it would find nothing.
 * Throws, naming the file and the entry, so the build stops.
 */
export function checkEverydaySynonyms(everyday: Readonly<Record<string, string>>, known: readonly string[]): void {
  const names = new Set(known);
  const wrong = Object.entries(everyday).filter(([, term]) => !names.has(term));
  if (wrong.length > 0) {
    throw new Error(
      wrong
        .map(
          ([word, term]) =>
            `src/config/search-synonyms.ts：「${word}」指向「${term}」，但它不是游戏数据里的名称，也不是 data/glossary.yaml 的术语。请改成站内使用的名称。`,
        )
        .join('\n'),
    );
  }
}

/** Whether `word` is made of tokens of the index end to end (卡顿: 卡 and 顿), as the worker cuts a query. */
function madeOfTokens(word: string, known: ReadonlySet<string>): boolean {
  const reach = [true, ...Array<boolean>(word.length).fill(false)];
  for (let end = 1; end <= word.length; end++) {
    for (let start = 0; start < end && !reach[end]; start++)
      reach[end] = reach[start]! && known.has(word.slice(start, end));
  }
  return reach[word.length]!;
}

/**
 * Every phrasing must lead to words the index holds (each word of its target made of the index's
 * tokens), or a question phrased so would find nothing. Throws, naming the file and the entry.
 */
export function checkQuestionSenses(senses: Readonly<Record<string, string>>, tokens: readonly string[]): void {
  const known = new Set(tokens);
  const wrong = Object.entries(senses).flatMap(([pattern, words]) => {
    try {
      new RegExp(pattern, 'u');
    } catch (error) {
      return [`src/config/search-synonyms.ts：「${pattern}」不是有效的正则表达式（${(error as Error).message}）。`];
    }
    const missing = words.split(' ').filter((word) => !madeOfTokens(word, known));
    return missing.length === 0
      ? []
      : [
          `src/config/search-synonyms.ts：「${pattern}」指向的「${missing.join('」「')}」不在搜索索引的词里，这样问的问题会搜不到结果。请改成站内正文使用的词。`,
        ];
  });
  if (wrong.length > 0) throw new Error(wrong.join('\n'));
}

/**
 * The one line an entity result shows under its name, from data/ (never typed by hand): era and
 * cost for units, buildings and technologies; country level and admin cost for policies; produce
 * and annexation for villages; level, cycle, inputs and outputs for guild contracts. Keyed as
 * resultKind() keys an entity page's URL (单位/militia).
 */
export function entityKeyLines(data: GameData): Record<string, string> {
  const era = new Map(data.eras.map((e) => [e.id, e.name]));
  const resource = new Map(data.resources.map((r) => [r.id, r.name]));
  const level = new Map(data.country_levels.map((l) => [l.id, l.name]));
  const cost = (amounts: Readonly<Record<string, number>>) =>
    Object.entries(amounts)
      .map(([id, amount]) => `${resource.get(id) ?? id} ${amount}`)
      .join('、');
  const lines: Record<string, string> = {};
  for (const [kind, rows] of [
    ['单位', data.units],
    ['建筑', data.buildings],
    ['科技', data.technologies],
  ] as const) {
    for (const row of rows) lines[`${kind}/${row.id}`] = `${era.get(row.era) ?? row.era} · ${cost(row.cost)}`;
  }
  for (const policy of data.policies) {
    lines[`政策/${policy.id}`] =
      `${level.get(policy.requires_level) ?? policy.requires_level} · ${data.admin_points.name} ${policy.admin_cost}`;
  }
  // A village: what it gives each 旬, and what annexing it takes.
  for (const village of data.villages) {
    lines[`村庄/${village.id}`] =
      `每旬 ${cost(village.produces)} · ${level.get(village.annex_requires_level) ?? village.annex_requires_level}起吞并，${data.admin_points.name} ${village.annex_admin_cost}`;
  }
  // A contract: from which level, and what one cycle turns into what.
  for (const contract of data.guilds.contracts) {
    const outputs = Object.keys(contract.outputs).length > 0 ? cost(contract.outputs) : '只有效果';
    lines[`商会契约/${contract.id}`] =
      `${level.get(contract.requires_level) ?? contract.requires_level} · 每 ${contract.cycle_ticks} 旬 ${cost(contract.inputs)} → ${outputs}`;
  }
  return lines;
}

/** Each unit's, building's and technology's icon, by its page key, for the search results. */
export function entityIcons(data: GameData): NonNullable<SearchExtras['icons']> {
  const icons = iconsOf(data);
  const entries = [
    ...data.units.map((u) => [`单位/${u.id}`, icons.unit(u)] as const),
    ...data.buildings.map((b) => [`建筑/${b.id}`, icons.building(b)] as const),
    ...data.technologies.map((t) => [`科技/${t.id}`, icons.technology(t)] as const),
  ];
  const result: NonNullable<SearchExtras['icons']> = {};
  for (const [key, icon] of entries) if (icon) result[key] = icon[1] ? [icon[0], icon[1]] : [icon[0]];
  return result;
}
