/**
 * What /search shows of a result's text (src/theme/SearchPage): the words it was found by, marked,
 * and around them as much of the text as a line holds. Pieces, not HTML: the page renders them
 * as text and `<mark>`, so nothing in the index or the query is ever markup.
 */

export interface Piece {
  text: string;
  marked: boolean;
}

/** lunr's match data: word → field → the positions ([start, length]) it matched at. */
type Metadata = Record<string, Record<string, {position?: [number, number][]} | undefined>>;

/** Where `field` matched, in order, longest first at one start (the plugin's getStemmedPositions). */
export function matchedPositions(metadata: unknown, field: string): [number, number][] {
  const positions: [number, number][] = [];
  for (const match of Object.values((metadata ?? {}) as Metadata)) positions.push(...(match[field]?.position ?? []));
  return positions.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

/** `content` with the first occurrence of any of `tokens` marked, and so on after it (case-insensitive). */
export function markTokens(content: string, tokens: readonly string[]): Piece[] {
  const lower = content.toLowerCase();
  const pieces: Piece[] = [];
  let from = 0;
  for (;;) {
    let best: [number, number] | undefined;
    for (const token of tokens) {
      const at = token === '' ? -1 : lower.indexOf(token.toLowerCase(), from);
      if (at >= 0 && (!best || at < best[0] || (at === best[0] && token.length > best[1]))) best = [at, token.length];
    }
    if (!best) break;
    if (best[0] > from) pieces.push({text: content.slice(from, best[0]), marked: false});
    pieces.push({text: content.slice(best[0], best[0] + best[1]), marked: true});
    from = best[0] + best[1];
  }
  if (from < content.length) pieces.push({text: content.slice(from), marked: false});
  return pieces;
}

/** A Latin word, a character of Chinese, or the run of anything else between them: where a snippet may be cut. */
const CUT = /\w+|\p{Unified_Ideograph}|[^\w\p{Unified_Ideograph}]+/gu;

/**
 * `content` around its first match, at most `maxLength` characters (an ellipsis where it is cut),
 * every matched span marked. Text is added on the shorter side first, a word or character at a
 * time, as the plugin's own snippets are.
 */
export function snippet(content: string, positions: readonly [number, number][], maxLength = 100): Piece[] {
  const chunks: Piece[] = [];
  let cursor = 0;
  let first = -1;
  const plain = (text: string) => {
    for (const [word] of text.matchAll(CUT)) chunks.push({text: word, marked: false});
  };
  for (const [start, length] of positions) {
    if (start < cursor) continue;
    plain(content.slice(cursor, start));
    if (first === -1) first = chunks.length;
    chunks.push({text: content.slice(start, start + length), marked: true});
    cursor = start + length;
  }
  plain(content.slice(cursor));
  if (chunks.length === 0) return [];
  if (first === -1) first = 0;
  let [left, right] = [first, first + 1];
  let length = chunks[first]!.text.length;
  let [leftCut, rightCut] = [false, false];
  let [leftGrown, rightGrown] = [0, 0];
  while (length < maxLength) {
    const canLeft = !leftCut && left > 0;
    const canRight = !rightCut && right < chunks.length;
    if (!canLeft && !canRight) break;
    const growLeft = canLeft && (leftGrown <= rightGrown || !canRight);
    const chunk = growLeft ? chunks[left - 1]! : chunks[right]!;
    if (length + chunk.text.length > maxLength) {
      if (growLeft) leftCut = true;
      else rightCut = true;
    } else if (growLeft) {
      [left, leftGrown, length] = [left - 1, leftGrown + chunk.text.length, length + chunk.text.length];
    } else {
      [right, rightGrown, length] = [right + 1, rightGrown + chunk.text.length, length + chunk.text.length];
    }
  }
  const shown = chunks.slice(left, right);
  const merged: Piece[] = [];
  for (const piece of shown) {
    const last = merged[merged.length - 1];
    if (last && last.marked === piece.marked && !piece.marked) last.text += piece.text;
    else merged.push({...piece});
  }
  if (left > 0) merged.unshift({text: '…', marked: false});
  if (right < chunks.length) merged.push({text: '…', marked: false});
  return merged;
}
