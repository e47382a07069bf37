/**
 * patches/react-router+5.3.4.patch: `matchPath` rejects a literal route path (no parameter, no
 * wildcard) that differs from the pathname in more than letter case and one trailing slash without
 * compiling or running its regexp. The server render matches each page against every route several
 * times, so without it a build grows with the square of the pages.
 */
import assert from 'node:assert/strict';
import Module from 'node:module';
import test from 'node:test';

const requireHere = Module.createRequire(__filename);
const routerFile = requireHere.resolve('react-router');
const regexpFile = Module.createRequire(routerFile).resolve('path-to-regexp');

/** react-router loaded afresh with a path-to-regexp that counts the paths it compiles. */
function countingRouter(): {matchPath: typeof import('react-router').matchPath; compiled: () => number} {
  const real = requireHere(regexpFile) as (...args: unknown[]) => RegExp;
  let count = 0;
  const counting = Object.assign((...args: unknown[]) => {
    count++;
    return real(...args);
  }, real);
  const cache = requireHere.cache;
  const saved = {router: cache[routerFile], regexp: cache[regexpFile]};
  delete cache[routerFile];
  cache[regexpFile] = {...saved.regexp!, exports: counting} as NodeJS.Module;
  try {
    const {matchPath} = requireHere(routerFile) as typeof import('react-router');
    return {matchPath, compiled: () => count};
  } finally {
    cache[routerFile] = saved.router;
    cache[regexpFile] = saved.regexp;
  }
}

test('a page is matched against thousands of literal routes compiling only the one that can match', () => {
  const {matchPath, compiled} = countingRouter();
  const routes = Array.from({length: 3000}, (_, i) => `/docs/数据/单位/unit_${i}`);
  const pathname = '/docs/数据/单位/unit_2999';
  const found = routes.find((path) => matchPath(pathname, {path, exact: true}));
  assert.equal(found, pathname);
  assert.equal(compiled(), 1, `为 3000 条路由编译了 ${compiled()} 个正则`);
});

test('literal paths match exactly as the regexp does: case, trailing slash, prefixes', () => {
  const {matchPath} = countingRouter();
  const cases: [pathname: string, path: string, exact: boolean, matches: boolean][] = [
    ['/docs/数据/单位/militia', '/docs/数据/单位/militia', true, true],
    ['/docs/数据/单位/militia/', '/docs/数据/单位/militia', true, true],
    ['/docs/数据/单位/MILITIA', '/docs/数据/单位/militia', true, true],
    ['/docs/数据/单位/militia_s2', '/docs/数据/单位/militia', true, false],
    ['/docs/数据/单位/militia/x', '/docs/数据/单位/militia', true, false],
    ['/docs/数据/单位/militia/x', '/docs/数据/单位/militia', false, true],
    ['/docs/数据/单位/militia_s2', '/docs/数据/单位/militia', false, false],
    ['/docs', '/docs/', true, true],
    ['/blog/tags/x', '/blog/tags/:tag', true, true],
  ];
  for (const [pathname, path, exact, matches] of cases)
    assert.equal(matchPath(pathname, {path, exact}) !== null, matches, `${pathname} 对 ${path}（exact: ${exact}）`);
});
