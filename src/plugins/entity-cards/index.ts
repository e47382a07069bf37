import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {currentGameData} from '../../game/store';
import type {Card} from './cards';
import {allCards} from './system-cards';

/**
 * Hover cards on every link to a unit, building, technology, policy, village or guild contract,
 * and to a culture trait's or a ruler's row (client.ts). The cards' text is computed here, once
 * per build, into `@generated/entity-cards/default/cards.json`; the browser fetches it with the
 * card's code on the first hover, focus or tap, never on page load.
 */
export default function entityCardsPlugin(context: LoadContext): Plugin<Record<string, Card>> {
  const dataDir = path.join(context.siteDir, 'data');
  return {
    name: 'entity-cards',
    getPathsToWatch: () => [path.join(dataDir, '*.yaml')],
    async loadContent() {
      return allCards(currentGameData(dataDir));
    },
    async contentLoaded({content, actions}) {
      await actions.createData('cards.json', JSON.stringify(content));
    },
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
