// Webpack loader, run before the MDX loader on our Markdown: a page that shows game data
// (`:data[…]`, `\data{…}` in a formula, a ```techtree fence) depends on data/*.yaml, so webpack
// recompiles it when a YAML file changes. Without this, `npm start` kept the old prose numbers
// after a data edit (and a cached build could too). Plain JS: webpack requires loaders directly.
'use strict';

const USES_DATA = /:data\[|\\data\{|```techtree/;

module.exports = function dataDependencyLoader(source) {
  const {files} = this.getOptions();
  if (USES_DATA.test(source)) for (const file of files) this.addDependency(file);
  return source;
};
