import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadGlossary, type GlossaryTerm} from './glossary';

export {findRetired, GlossaryError, loadGlossary, parseGlossary} from './glossary';
export type {GlossaryTerm} from './glossary';

/**
 * Validates data/glossary.yaml at build (a bad entry stops the build with file:line) and writes it
 * as `@generated/glossary/default/glossary.json`, which docs/基础名词.md imports for its table.
 */
export default function glossaryPlugin(context: LoadContext): Plugin<GlossaryTerm[]> {
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'glossary',
    getPathsToWatch: () => [path.join(dataDir, 'glossary.yaml')],
    async loadContent() {
      return loadGlossary(dataDir);
    },
    async contentLoaded({content, actions}) {
      await actions.createData('glossary.json', JSON.stringify(content));
    },
  };
}
