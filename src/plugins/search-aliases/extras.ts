/**
 * Build time only (pinyin-pro and its dictionary stay on the server): what the search worker needs
 * to understand pinyin, synonyms and questions (./rewrite.ts), computed from our names and text.
 */
import {pinyin} from 'pinyin-pro';
import type {GameData} from '../game-data/schema';
import type {GlossaryTerm} from '../glossary';
import type {SearchExtras} from './rewrite';

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
  for (let i = 0; i < name.length; ) {
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
  const syllables = syllablesOf(name).map((s) => s.toLowerCase().replace(/[^a-z]/g, ''));
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
 * cost for units, buildings and technologies; country level and admin cost for policies. Keyed as
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
  return lines;
}
