import pluginContentDocs from '@docusaurus/plugin-content-docs';
// Not in the package's declared types, though its entry exports it (lib/index.js).
import {validateOptions} from '@docusaurus/plugin-content-docs/lib/options.js';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedPagesWatch} from '../entity-pages/watch';

type Options = Parameters<typeof pluginContentDocs>[1];

/**
 * The classic preset's docs plugin, watching one file instead of the generated entity pages.
 *
 * In `npm start`, a data edit rewrites the pages of the entities it touches. Docusaurus 3.4 answers
 * any change to a file the docs plugin watches by loading every doc again (1.6 to 3.5 s at ten
 * times the game), then webpack compiles once more. Webpack already compiles a page whose text
 * changed, so the docs plugin only needs to hear of changes to what it reads itself: which pages
 * there are and their front matter. `entity-pages` writes a stamp of both when either changes.
 * The preset offers no hook on a plugin's watch list, hence this wrapper (its options are the
 * preset's `docs` options, unchanged).
 */
export default async function docsPlugin(context: LoadContext, options: Options): Promise<Plugin<unknown>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    getPathsToWatch: () => [...(plugin.getPathsToWatch?.() ?? []), ...generatedPagesWatch(context)],
  } as Plugin<unknown>;
}
docsPlugin.validateOptions = validateOptions;
