/**
 * Build time only (it loads OpenCC's dictionaries, a few MB): never import this from client code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Converter, Locale} from 'opencc-js';

/**
 * What the search index is built from: docs, data/*.yaml (tables and the download page render
 * their names and text), pages, and the components that put text on those pages.
 */
export const SEARCHABLE_SOURCES = ['docs', 'data', 'src/pages', 'src/components'] as const;
const TEXT_FILE = /\.(mdx?|ya?ml|json|tsx?|jsx?)$/;

export function searchableFiles(siteDir: string): string[] {
  return SEARCHABLE_SOURCES.flatMap((dir) => {
    const root = path.join(siteDir, dir);
    return fs
      .readdirSync(root, {recursive: true, encoding: 'utf8'})
      .filter((file) => TEXT_FILE.test(file))
      .map((file) => path.join(root, file))
      .filter((file) => fs.statSync(file).isFile());
  });
}

/** Every Chinese character in the searchable text (a superset of what gets indexed: comments too). */
export function searchableChars(siteDir: string): Set<string> {
  const chars = new Set<string>();
  for (const file of searchableFiles(siteDir)) {
    for (const [char] of fs.readFileSync(file, 'utf8').matchAll(/\p{Unified_Ideograph}/gu)) chars.add(char);
  }
  return chars;
}

let converters: {toTraditional: ((text: string) => string)[]; toSimplified: ((text: string) => string)[]} | undefined;
function opencc() {
  if (!converters) {
    const s2t = Converter({from: 'cn', to: 't'});
    const t2tw = Converter({from: 't', to: 'tw'});
    const t2hk = Converter({from: 't', to: 'hk'});
    converters = {
      // s2t, s2tw, s2hk (one character has no phrase to segment, so s2tw = t2tw ∘ s2t).
      toTraditional: [s2t, (text) => t2tw(s2t(text)), (text) => t2hk(s2t(text))],
      toSimplified: [
        Converter({from: 't', to: 'cn'}),
        Converter({from: 'tw', to: 'cn'}),
        Converter({from: 'hk', to: 'cn'}),
      ],
    };
  }
  return converters;
}

/**
 * Traditional → simplified for the characters of `chars` (our text). The traditional forms of a
 * character are what OpenCC's s2t, s2tw and s2hk give for it, plus every character OpenCC's t2s,
 * tw2s or hk2s turn into it: s2t turns 系 into 系, while 係 and 繫 both become 系 the other way.
 * Each form maps to what OpenCC converts it to, and is kept only when that is a character of our
 * text. A character our text uses is never mapped, so a query in our own spelling passes unchanged.
 */
export function traditionalMap(chars: ReadonlySet<string>): Record<string, string> {
  const {toTraditional, toSimplified} = opencc();
  const candidates = new Set<string>();
  for (const char of chars) for (const convert of toTraditional) candidates.add(convert(char));
  for (const form of reverseForms()) candidates.add(form);
  const map: Record<string, string> = {};
  for (const form of [...candidates].sort()) {
    if (chars.has(form) || [...form].length !== 1) continue;
    const simplified = toSimplified.map((convert) => convert(form)).find((s) => s !== form);
    if (simplified !== undefined && chars.has(simplified)) map[form] = simplified;
  }
  return map;
}

/**
 * The single characters OpenCC's traditional → simplified tables know: the dictionaries of t2s
 * (TSPhrases, TSCharacters) and of tw2t, hk2t (the Taiwan and Hong Kong variants, reversed).
 */
function reverseForms(): string[] {
  const dicts = [Locale.to.cn, Locale.from.tw, Locale.from.hk].flat(2);
  // A dictionary is "from to|from to …" or a list of [from, to] pairs.
  const keys = dicts.flatMap((dict) =>
    typeof dict === 'string' ? dict.split('|').map((entry) => entry.split(' ')[0]!) : dict.map(([from]) => from),
  );
  return keys.filter((from) => [...from].length === 1);
}
