/**
 * Pages whose address is a near miss of one that does not exist: a typo (`/docs/数据/单位/spearmen`),
 * a name instead of an id (`/docs/数据/单位/长枪兵`), a page under the wrong section (`/docs/spearman`).
 * Pure, for the not-found page and its tests.
 */
export interface Candidate {
  /** The page's path, decoded: `/docs/数据/单位/spearman`. */
  path: string;
  /** What a reader calls it: 长枪兵, 基础名词. */
  label: string;
}

/** Levenshtein distance over code points (Chinese characters count one each). */
export function distance(a: string, b: string): number {
  const [x, y] = [[...a], [...b]];
  let previous = Array.from({length: y.length + 1}, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

const lastSegment = (path: string): string => path.split('/').filter(Boolean).at(-1) ?? '';

/** The request as a comparable path: decoded, lower case, without `.html` or a trailing slash. */
export function normalise(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw text.
  }
  return path
    .toLowerCase()
    .replace(/\.html?$/, '')
    .replace(/(.)\/+$/, '$1');
}

/** At most `limit` candidates, closest first; none when nothing is close. */
export function nearMisses(requested: string, candidates: readonly Candidate[], limit = 3): Candidate[] {
  const path = normalise(requested);
  const wanted = lastSegment(path);
  if (!wanted) return [];
  // One slip in three characters, at least one: 「spearmen」 finds spearman, 「长枪」 finds 长枪兵.
  const allowed = Math.max(1, Math.floor([...wanted].length / 3));
  const scored = candidates.map((candidate) => {
    const byName = Math.min(
      distance(wanted, lastSegment(candidate.path).toLowerCase()),
      distance(wanted, candidate.label.toLowerCase()),
    );
    return {candidate, score: Math.min(byName, distance(path, candidate.path.toLowerCase()))};
  });
  return scored
    .filter(({score}) => score <= allowed)
    .sort((a, b) => a.score - b.score || a.candidate.path.length - b.candidate.path.length)
    .slice(0, limit)
    .map(({candidate}) => candidate);
}
