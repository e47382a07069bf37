/**
 * `fn`, computed again only when an argument is not the very value of the last call. The plugins
 * that derive things from the game data do it in `allContentLoaded`, which Docusaurus runs after
 * any plugin's reload (a doc edit too); the stores (src/game/store.ts, releases/store.ts) hand back
 * the same objects until a file changes, so only a data edit pays for the work again.
 */
export function lastOf<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: {args: A; result: R} | undefined;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((a, i) => a === args[i])) return last.result;
    const result = fn(...args);
    last = {args, result};
    return result;
  };
}
