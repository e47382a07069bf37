/**
 * Counts as Chinese prose writes them: 四个阵营, 两张地图 (not 二张), 12 种单位. Pure and import-free,
 * so the remark plugin (prose) and the home page (in the browser) write counts alike.
 */
const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const;

/**
 * A whole number up to ten as a Chinese numeral; larger (or fractional) numbers stay in digits.
 * `next` is the text that follows: 2 before a measure word or a noun (any Han character) is 两,
 * as in 两张、两项、两家; on its own it is 二.
 */
export function countWord(n: number, next = ''): string {
  if (n === 2 && /^\p{Script=Han}/u.test(next)) return '两';
  return Number.isInteger(n) && n >= 0 ? (NUMERALS[n] ?? String(n)) : String(n);
}

/** A bonus or change that can go either way, with its sign: 「+10」「−5」 (a minus sign, not a hyphen), 「0」. */
export function signedNumber(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
