import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {GameData} from '../../game/schema';
import {currentGameData} from '../../game/store';
import {lastOf} from '../game-data/memo';
import {allCards} from './system-cards';

/**
 * Hover cards on every link to a unit, building, technology, policy, village or guild contract,
 * and to a culture trait's or a ruler's row (client.ts). The cards' text is computed here, once
 * per build, into `@generated/entity-cards/default/cards.json`; the browser fetches it with the
 * card's code on the first hover, focus or tap, never on page load. In `allContentLoaded`, from the
 * game-data store: the game-data plugin alone watches data/ (its gameDataFiles says why).
 */
export default function entityCardsPlugin(context: LoadContext): Plugin {
  const dataDir = path.join(context.siteDir, 'data');
  const cardsJson = lastOf((data: GameData) => JSON.stringify(allCards(data)));
  return {
    name: 'entity-cards',
    async allContentLoaded({actions}) {
      await actions.createData('cards.json', cardsJson(currentGameData(dataDir)));
    },
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
