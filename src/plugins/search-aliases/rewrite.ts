/**
 * Runs in the search worker on every query (imported by the patched worker of
 * @easyops-cn/docusaurus-search-local), so it has no imports and no pinyin library: everything it
 * knows comes from `SearchExtras`, computed at build time (./extras.ts) and shipped in the first
 * part of the search index.
 */

export interface SearchExtras {
  /**
   * Pinyin without tones, no separators (`changqiangbing`), and initials (`cqb`) → names, the
   * ones the index mentions most first (`sl`: 石料 before 山炉).
   */
  pinyin: Record<string, string[]>;
  /** Full-pinyin keys only, for completing a name while it is typed (`changqiang` → 长枪兵). */
  fullKeys: string[];
  /** Retired or everyday word → the term our text uses (投石车 → 配重投石机). Longest first. */
  synonyms: [string, string][];
  /**
   * How players phrase a question → the words our text answers it with (打得过 → 克制), as
   * regular-expression sources (flag u). A match makes the query a question.
   */
  senses: [string, string][];
  /** Question words (怎么办, 在哪里, 吗 …): dropped, and they make the query a question. Longest first. */
  questionWords: string[];
  /** Particles and fillers (的, 了, 一下 …): dropped, and say nothing about the query. Longest first. */
  fillers: string[];
  /** Words that contain a synonym, a question word or a filler and must stay whole (盐泽村, 了解). */
  protectedWords: string[];
  /** A name or page title → the id of its own page's title document (赤岚 → 阵营/赤岚王朝). */
  homes: Record<string, number>;
  /**
   * A name without a page of its own → the id of the page with its row or definition (聚落 →
   * 数据/国家等级, 粮食 → 资源, 城邑 → 基础名词).
   */
  definitions: Record<string, number>;
  /** Words that ask for an attribute of a named thing (攻击力, 造价 …). Longest first. */
  attributes: string[];
  /** A name entity pages of several kinds share (帆船) → each kind's page id (单位 → id). */
  shared: Record<string, Record<string, number>>;
  /** An attribute word → the kinds of entity it belongs to (射程 → 单位): which shared page it means. */
  attributeKinds: Record<string, string[]>;
  /** Entity page key (单位/militia, see ./kinds.ts) → the one line its result shows. */
  keyLines: Record<string, string>;
  /** Entity page key → its icon (src/game/icons.ts): the file's name under `iconBase` and its colour. */
  icons?: Record<string, [symbol: string, colour?: string]>;
  /** Where the icons' files are (src/plugins/icons). */
  iconBase?: string;
  /** Traditional character → the simplified one our text uses (./traditional.ts): queries are converted first. */
  traditional?: Record<string, string>;
  /** The glossary's page (src/config/docs.ts): for a question, its definitions come after the rules pages. */
  glossaryUrl: string;
}

const PINYIN_QUERY = /^[a-zü' ]+$/;
/** Enough letters to mean a name, not a stray keystroke. */
const MIN_PREFIX = 4;
/** Completions of a half-typed pinyin: as many as the box shows. A whole key gives all its names. */
const MAX_COMPLETIONS = 8;

/** What a typed string is as a pinyin key: lower case, no spaces or apostrophes, ü as v. */
export function pinyinKey(input: string): string {
  return input.toLowerCase().replace(/ü/g, 'v').replace(/[\s']/g, '');
}

/**
 * The names a Latin-letter query spells in pinyin: every name of a whole key (full pinyin or
 * initials: `sl` is 石料, 森林, 山炉 …, most mentioned first), else the completions of a
 * half-typed full pinyin, shortest first.
 */
export function namesForPinyin(input: string, extras: SearchExtras): string[] {
  const trimmed = input.trim().toLowerCase();
  if (!PINYIN_QUERY.test(trimmed)) return [];
  const key = pinyinKey(trimmed);
  if (key === '') return [];
  const exact = extras.pinyin[key];
  if (exact) return [...exact];
  if (key.length < MIN_PREFIX) return [];
  // Shortest completions first: while typing `changqiang`, 长枪兵 before 长枪兵营地.
  const keys = extras.fullKeys.filter((k) => k.startsWith(key)).sort((a, b) => a.length - b.length);
  return [...new Set(keys.flatMap((k) => extras.pinyin[k]!))].slice(0, MAX_COMPLETIONS);
}

const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/**
 * The query with colloquial phrasings and retired and everyday words replaced by our terms,
 * question words and fillers dropped; `question` says whether it was asked as a question (a
 * phrasing or a question word was found). Protected words (and what a phrasing or a synonym
 * became) are set aside first, so 盐泽村 keeps its 盐泽 and 了解 its 了. The text is the input
 * unchanged when nothing would be left.
 */
export function rewriteQuery(
  input: string,
  extras: SearchExtras,
): {text: string; question: boolean; senses: string[]; sensed: string} {
  const kept: string[] = [];
  const keep = (word: string) => `\uE000${kept.push(word) - 1}\uE001`;
  const senses: string[] = [];
  let question = false;
  let text = input;
  for (const [pattern, words] of extras.senses) {
    const next = text.replace(new RegExp(pattern, 'gu'), () => ` ${keep(words)} `);
    if (next !== text) {
      question = true;
      senses.push(words);
    }
    text = next;
  }
  const unkeep = (value: string) => value.replace(PLACEHOLDER, (_, i: string) => kept[Number(i)]!);
  // What was typed, its phrasings read as their words (「海盐有啥用」: 海盐 用途).
  const sensed = unkeep(text).replace(/\s+/g, ' ').trim();
  for (const word of extras.protectedWords) if (text.includes(word)) text = text.split(word).join(keep(word));
  for (const [word, term] of extras.synonyms) if (text.includes(word)) text = text.split(word).join(keep(term));
  for (const word of extras.questionWords) {
    if (text.includes(word)) {
      text = text.split(word).join(' ');
      question = true;
    }
  }
  for (const word of extras.fillers) if (text.includes(word)) text = text.split(word).join(' ');
  const output = unkeep(text).replace(/\s+/g, ' ').trim();
  return {text: output === '' ? input : output, question, senses, sensed: sensed === '' ? input : sensed};
}

/** rewriteQuery's text alone. */
export function normaliseQuestion(input: string, extras: SearchExtras): string {
  return rewriteQuery(input, extras).text;
}

const knownNames = new WeakMap<SearchExtras, string[]>();

/** The game names and page titles in `text`, longest first, none inside another (at most three). */
export function namesIn(text: string, extras: SearchExtras): string[] {
  let names = knownNames.get(extras);
  if (!names) {
    names = [...new Set(Object.values(extras.pinyin).flat())]
      .filter((name) => name.length > 1)
      .sort((a, b) => b.length - a.length);
    knownNames.set(extras, names);
  }
  const found: string[] = [];
  let rest = text;
  for (const name of names) {
    if (found.length === 3) break;
    if (rest.includes(name)) {
      found.push(name);
      rest = rest.split(name).join(' ');
    }
  }
  return found;
}

export interface PlannedQuery {
  text: string;
  /** Only results with every word of `text` (the plugin otherwise also drops a word or two). */
  strict?: boolean;
}

export interface QueryPlan {
  /** What to search for, best first. */
  queries: PlannedQuery[];
  /** Asked as a question: reference pages rank before entity pages (./rank.ts). */
  question: boolean;
  /**
   * Ids of the pages the query names (./rank.ts puts them first, after what a strict query finds:
   * a heading with every word of the question is its answer).
   */
  homes: number[];
  /** Several names spelled by one pinyin: each one's best page in turn. */
  interleave: boolean;
}

/**
 * What to search for what was typed. A pinyin query runs the names it spells only: the letters
 * themselves match no Chinese text, and lunr would search them with wildcards through every token.
 * Anything else runs the rewriting, then what was typed, so an English console command (`give`)
 * or a word we did not foresee still finds what it finds today. A question runs what was typed
 * first, its phrasings read as their words, strictly (in titles and headings: one with every word
 * of it but the question words, 「学识从哪里来」, is the answer; 「海盐有啥用」 asks for 海盐 and
 * 用途, which 「铁矿和海盐去哪里找？」 lacks), then its rewriting, then what its phrasings meant and the names in it one by one; what
 * was typed, question words and all, only adds noise (and time) after those.
 */
export function planQuery(input: string, extras: SearchExtras | undefined): QueryPlan {
  if (!extras) return {queries: [{text: input}], question: false, homes: [], interleave: false};
  const spelled = namesForPinyin(input, extras);
  if (spelled.length > 0)
    return {
      queries: spelled.map((text) => ({text})),
      question: false,
      homes: homesOf(spelled, extras, true),
      interleave: spelled.length > 1,
    };
  // A name as typed is that name, whatever phrasing it looks like: `fps` is a console command
  // first, its page 控制台, though players also write it for 帧率.
  const asTyped = homesOf([input], extras, true);
  const {text, question, senses, sensed} = rewriteQuery(input, extras);
  if (asTyped.length > 0)
    return {queries: unique([{text: input.trim()}, {text}]), question: false, homes: asTyped, interleave: false};
  if (!question) {
    const own = homesOf([text], extras, true);
    if (own.length > 0) return {queries: unique([{text}, {text: input}]), question, homes: own, interleave: false};
    // A name and what is asked of it (「长枪兵攻击力」): the name's page, found by the name alone too.
    const named = attributeOf(text, extras);
    if (named.length > 0) {
      const kinds = extras.attributes
        .filter((word) => text.includes(word))
        .flatMap((word) => extras.attributeKinds?.[word] ?? []);
      return {
        queries: unique([{text}, {text: input}, ...named.map((name) => ({text: name}))]),
        question,
        homes: homesOf(named, extras, true, kinds),
        interleave: false,
      };
    }
    return {queries: unique([{text}, {text: input}]), question, homes: [], interleave: false};
  }
  // A question's subject is mostly what a phrasing meant (打得过: 克制) or a name (「前期铜钱总是
  // 不够用咋办」: 铜钱), each of which finds its pages when all words together find none. A name
  // with its own page is what the question is about (「书斋要多少钱」), so that page comes first; a
  // name defined on a page about more (粮食 on 资源) is not: the question is about its use.
  const names = namesIn(text, extras);
  const subjects = [...new Set([...senses, ...names])].map((words) => ({text: words}));
  // The pages named: a phrasing that means a page (刚开始: 开局), and the names typed. A name a
  // phrasing brings in as one of its words (招兵: 役夫 士兵) is not what the question is about.
  let typed = text;
  for (const words of senses) typed = typed.split(words).join(' ');
  const named = [...senses.filter((words) => extras.homes[words] !== undefined), ...namesIn(typed, extras)];
  return {
    queries: unique([{text: sensed, strict: true}, {text}, ...subjects]),
    question,
    homes: homesOf(named, extras, false),
    interleave: false,
  };
}

/**
 * The pages of `names`: each one's own page, and (if `definitions`) else its row or definition. A
 * name pages of several kinds share gives the page of the first of `kinds` it has, or all of them.
 */
function homesOf(
  names: readonly string[],
  extras: SearchExtras,
  definitions: boolean,
  kinds: readonly string[] = [],
): number[] {
  return names.flatMap((name) => {
    const id = extras.homes[name.trim()] ?? (definitions ? extras.definitions?.[name.trim()] : undefined);
    if (id !== undefined) return [id];
    const shared = extras.shared?.[name.trim()] ?? {};
    const kind = kinds.find((k) => shared[k] !== undefined);
    return kind ? [shared[kind]!] : Object.values(shared);
  });
}

/**
 * The names in `text` when all the rest asks for their attributes (「长枪兵 攻击力」「书斋造价」);
 * none otherwise.
 */
export function attributeOf(text: string, extras: SearchExtras): string[] {
  // An attribute word on its own (前置科技) is a subject, not a name's attribute.
  if (extras.attributes.includes(text.replace(/\s+/g, ''))) return [];
  const all = namesIn(text, extras);
  // A name that is also an attribute word (行政点 in 「均田令行政点」) is what is asked of the other.
  const names = all.some((name) => !extras.attributes.includes(name))
    ? all.filter((name) => !extras.attributes.includes(name))
    : all;
  if (names.length === 0) return [];
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  for (const word of extras.attributes ?? []) rest = rest.split(word).join(' ');
  return rest.trim() === '' ? names : [];
}

const unique = (queries: PlannedQuery[]) =>
  queries.filter((q, i) => queries.findIndex((other) => other.text === q.text && other.strict === q.strict) === i);
