/**
 * Runs in the search worker on every query (./engine.ts), so it stays tiny and has no imports. The
 * map ships in the index's first file (`SearchExtras.traditional`, made at build time by
 * src/plugins/search-traditional/map.ts): traditional character → the simplified one our text uses.
 */
export type CharMap = Readonly<Record<string, string>>;

/**
 * The query as our (simplified) text spells it: each character through `map`, full-width ASCII
 * (ＧＩＶＥ) to half-width and the ideographic space to a space, everything else unchanged.
 * Character by character: a query is a few words, and every pair in the map is one character.
 */
export function toSimplified(input: string, map: CharMap): string {
  let output = '';
  for (const char of input) {
    const code = char.codePointAt(0)!;
    // Keys are single characters, none of them a name on Object.prototype.
    output +=
      code >= 0xff01 && code <= 0xff5e
        ? String.fromCharCode(code - 0xfee0)
        : code === 0x3000
          ? ' '
          : (map[char] ?? char);
  }
  return output;
}
