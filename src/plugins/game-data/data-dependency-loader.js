// Webpack loader, run before the MDX loader on our Markdown: a page that shows game data
// (`:data[…]`, `\data{…}` in a formula, a ```techtree fence) depends on a stamp file of its own,
// which the game-data plugin writes when a value the page shows changes (pageStamps.ts), so webpack
// recompiles it then, and only then. Without this, `npm start` kept the old prose numbers after a
// data edit (and a cached build could too). Plain JS: webpack requires loaders directly.
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');

const USES_DATA = /:data\[|\\data\{|```techtree/;

/** pageStampFile in pageStamps.ts: the same key for the same page. */
const stampFile = (dir, file) =>
  path.join(dir, `${crypto.createHash('sha1').update(path.resolve(file)).digest('hex').slice(0, 16)}.txt`);

module.exports = function dataDependencyLoader(source) {
  const {pagesDir} = this.getOptions();
  if (USES_DATA.test(source)) this.addDependency(stampFile(pagesDir, this.resourcePath));
  return source;
};
