/**
 * Tags in pinyin order under their pinyin initial (版本说明 under B, 测试版 under C), the same on the
 * server and in the browser. The theme sorts with a bare localeCompare, whose locale is the
 * machine's: Node sorts Chinese by code point, a Chinese browser by pinyin, and React's hydration
 * fails on the difference (errors #418, #423, #425). An explicit pinyin collation agrees everywhere.
 */
const collator = new Intl.Collator('zh-Hans-CN-u-co-pinyin');

// The first character of each initial in the pinyin collation (no words start with I, U or V).
const firstOfInitial: [string, string][] = [
  ['A', '阿'],
  ['B', '八'],
  ['C', '嚓'],
  ['D', '哒'],
  ['E', '妸'],
  ['F', '发'],
  ['G', '旮'],
  ['H', '哈'],
  ['J', '讥'],
  ['K', '咔'],
  ['L', '垃'],
  ['M', '妈'],
  ['N', '拏'],
  ['O', '噢'],
  ['P', '妑'],
  ['Q', '七'],
  ['R', '呥'],
  ['S', '仨'],
  ['T', '他'],
  ['W', '屲'],
  ['X', '夕'],
  ['Y', '丫'],
  ['Z', '帀'],
];

/** The heading letter of a label: its pinyin initial, or its own first letter or digit. */
export function initialOf(label: string): string {
  const first = label.trim().charAt(0);
  if (!/\p{Script=Han}/u.test(first)) return first.toUpperCase() || '#';
  let letter = firstOfInitial[0]![0];
  for (const [initial, boundary] of firstOfInitial) if (collator.compare(boundary, first) <= 0) letter = initial;
  return letter;
}

export interface Labelled {
  label: string;
}

/** Groups by initial, initials in alphabetical order and labels in pinyin order within each. */
export function byPinyin<T extends Labelled>(tags: readonly T[]): {letter: string; tags: T[]}[] {
  const groups = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => collator.compare(a.label, b.label))) {
    const letter = initialOf(tag.label);
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([letter, grouped]) => ({letter, tags: grouped}));
}
