/**
 * Runs in the search worker on every query (imported by the patched worker of
 * @easyops-cn/docusaurus-search-local), so it has no imports and no pinyin library: everything it
 * knows comes from `SearchExtras`, computed at build time (./extras.ts) and shipped in the first
 * part of the search index.
 */

export interface SearchExtras {
  /** Pinyin without tones, no separators (`changqiangbing`), and initials (`cqb`) → names. */
  pinyin: Record<string, string[]>;
  /** Full-pinyin keys only, for completing a name while it is typed (`changqiang` → 长枪兵). */
  fullKeys: string[];
  /** Retired or everyday word → the term our text uses (投石车 → 配重投石机). Longest first. */
  synonyms: [string, string][];
  /** Question words and particles that say nothing about the subject. Longest first. */
  questionWords: string[];
  /** Words that contain a synonym or a question word and must stay whole (盐泽村, 了解). */
  protectedWords: string[];
  /** Entity page key (单位/militia, see ./kinds.ts) → the one line its result shows. */
  keyLines: Record<string, string>;
}

const PINYIN_QUERY = /^[a-zü' ]+$/;
/** Enough letters to mean a name, not a stray keystroke. */
const MIN_PREFIX = 4;
const MAX_NAMES = 4;

/** What a typed string is as a pinyin key: lower case, no spaces or apostrophes, ü as v. */
export function pinyinKey(input: string): string {
  return input.toLowerCase().replace(/ü/g, 'v').replace(/[\s']/g, '');
}

/** The names a Latin-letter query spells in pinyin (full, initials, or a full-pinyin prefix). */
export function namesForPinyin(input: string, extras: SearchExtras): string[] {
  const trimmed = input.trim().toLowerCase();
  if (!PINYIN_QUERY.test(trimmed)) return [];
  const key = pinyinKey(trimmed);
  if (key === '') return [];
  const exact = extras.pinyin[key];
  if (exact) return exact.slice(0, MAX_NAMES);
  if (key.length < MIN_PREFIX) return [];
  // Shortest completions first: while typing `changqiang`, 长枪兵 before 长枪兵营地.
  const keys = extras.fullKeys.filter((k) => k.startsWith(key)).sort((a, b) => a.length - b.length);
  return [...new Set(keys.flatMap((k) => extras.pinyin[k]!))].slice(0, MAX_NAMES);
}

const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/**
 * The query with retired and everyday words replaced by our terms and question words dropped.
 * Protected words (and the terms a synonym became) are set aside first, so 盐泽村 keeps its 盐泽
 * and 了解 its 了. Returns the input unchanged when nothing would be left.
 */
export function normaliseQuestion(input: string, extras: SearchExtras): string {
  const kept: string[] = [];
  const keep = (word: string) => `\uE000${kept.push(word) - 1}\uE001`;
  let text = input;
  for (const word of extras.protectedWords) if (text.includes(word)) text = text.split(word).join(keep(word));
  for (const [word, term] of extras.synonyms) if (text.includes(word)) text = text.split(word).join(keep(term));
  for (const word of extras.questionWords) if (text.includes(word)) text = text.split(word).join(' ');
  const output = text.replace(PLACEHOLDER, (_, i: string) => kept[Number(i)]!).replace(/\s+/g, ' ').trim();
  return output === '' ? input : output;
}

/**
 * The queries to run for what was typed, best first. A pinyin query runs the names it spells
 * only: the letters themselves match no Chinese text, and lunr would search them with wildcards
 * through every token. Anything else runs the question reduced to its subject, then what was
 * typed, so an English console command (`give`) or a word we did not foresee still finds what it
 * finds today.
 */
export function expandQuery(input: string, extras: SearchExtras | undefined): string[] {
  if (!extras) return [input];
  const names = namesForPinyin(input, extras);
  if (names.length > 0) return names;
  return [...new Set([normaliseQuestion(input, extras), input])];
}
