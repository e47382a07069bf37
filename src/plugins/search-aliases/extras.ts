/**
 * Build time only (pinyin-pro and its dictionary stay on the server): what the search worker needs
 * to understand pinyin, synonyms and questions (./rewrite.ts), computed from our names and text.
 */
import {pinyin} from 'pinyin-pro';
import type {GameData} from '../game-data/schema';
import type {GlossaryTerm} from '../glossary';
import type {SearchExtras} from './rewrite';

/**
 * Names pinyin-pro reads wrong, as their syllables without tones. search-aliases.test.ts checks
 * the tricky readings of our names; add a name here when one of them is wrong.
 */
export const PINYIN_OVERRIDES: Record<string, string> = {};

/** Question words and particles (「粮食不够怎么办」 is about 粮食不够). */
export const QUESTION_WORDS = [
  '为什么',
  '怎么办',
  '怎么样',
  '怎么回事',
  '有没有',
  '能不能',
  '是不是',
  '要不要',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '为啥',
  '咋办',
  '咋样',
  '哪里',
  '哪儿',
  '哪些',
  '哪个',
  '是否',
  '能否',
  '可以',
  '请问',
  '一下',
  '咋',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '嘛',
  '的',
  '了',
  '得',
  '么',
  '？',
  '?',
  '，',
  '。',
  '！',
] as const;

/** One name's readings: full pinyin without tones (ü as v) and its initials. */
export function pinyinOf(name: string): {full: string; initials: string} {
  const syllables = (PINYIN_OVERRIDES[name]?.split(' ') ?? pinyin(name, {toneType: 'none', type: 'array', v: true, nonZh: 'consecutive'})).map(
    (s) => s.toLowerCase().replace(/[^a-z]/g, ''),
  );
  return {full: syllables.join(''), initials: syllables.map((s) => s[0] ?? '').join('')};
}

export interface ExtrasInput {
  /** Game names (data/*.yaml) and page titles. */
  names: readonly string[];
  glossary: readonly GlossaryTerm[];
  /** Everyday word → the term our text uses (src/config/search-synonyms.ts). */
  everyday: Readonly<Record<string, string>>;
  /** Every Chinese token of the index, to keep words like 了解 whole. */
  tokens: readonly string[];
  /** entityKeyLines() of the game data. */
  keyLines: Readonly<Record<string, string>>;
}

const byLengthDesc = (a: string, b: string) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0);

export function buildSearchExtras({names, glossary, everyday, tokens, keyLines}: ExtrasInput): SearchExtras {
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
  const synonyms = new Map<string, string>();
  for (const term of glossary) for (const word of term.retired) synonyms.set(word, term.term);
  for (const [word, term] of Object.entries(everyday)) synonyms.set(word, term);
  const questionWords = [...QUESTION_WORDS].sort(byLengthDesc);
  const cut = [...synonyms.keys(), ...questionWords];
  // A name or a token that contains a synonym or question word without being one (盐泽村, 了解,
  // 配重投石机 around 投石机) stays whole.
  const candidates = [...names, ...glossary.flatMap((t) => [t.term, ...t.except]), ...synonyms.values(), ...tokens];
  const protectedWords = [...new Set(candidates)]
    .filter((word) => !synonyms.has(word) && !cut.includes(word) && cut.some((c) => word.length > c.length && word.includes(c)))
    .sort(byLengthDesc);
  return {
    pinyin: pinyinMap,
    fullKeys: [...fullKeys].sort(),
    synonyms: [...synonyms].sort(([a], [b]) => byLengthDesc(a, b)),
    questionWords,
    protectedWords,
    keyLines: {...keyLines},
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
        .map(([word, term]) => `src/config/search-synonyms.ts：「${word}」指向「${term}」，但它不是游戏数据里的名称，也不是 data/glossary.yaml 的术语。请改成站内使用的名称。`)
        .join('\n'),
    );
  }
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
    lines[`政策/${policy.id}`] = `${level.get(policy.requires_level) ?? policy.requires_level} · ${data.admin_points.name} ${policy.admin_cost}`;
  }
  // A village: what it gives each 旬, and what annexing it takes.
  for (const village of data.villages) {
    lines[`村庄/${village.id}`] = `每旬 ${cost(village.produces)} · ${level.get(village.annex_requires_level) ?? village.annex_requires_level}起吞并，${data.admin_points.name} ${village.annex_admin_cost}`;
  }
  // A contract: from which level, and what one cycle turns into what.
  for (const contract of data.guilds.contracts) {
    const outputs = Object.keys(contract.outputs).length > 0 ? cost(contract.outputs) : '只有效果';
    lines[`商会契约/${contract.id}`] = `${level.get(contract.requires_level) ?? contract.requires_level} · 每 ${contract.cycle_ticks} 旬 ${cost(contract.inputs)} → ${outputs}`;
  }
  return lines;
}
