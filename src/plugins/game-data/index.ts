import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';
import {z} from 'zod';
import type {GameDataGlobalData} from './globalData';

const factionsSchema = z.object({
  factions: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z][a-z0-9_]*$/),
        name: z.string().min(1),
        short: z.string().min(1),
        motto: z.string().min(1),
        colour: z.string().regex(/^#[0-9a-f]{6}$/i),
        summary: z.string().min(1),
        special_system: z.string().nullable(),
      }),
    )
    .length(4),
});

/** Loads data/ once per build and shares with every page only the faction summaries the home page shows. */
export default function gameDataPlugin(context: LoadContext): Plugin<GameDataGlobalData> {
  const file = path.join(context.siteDir, 'data', 'factions.yaml');
  return {
    name: 'game-data',
    getPathsToWatch: () => [path.join(context.siteDir, 'data', '*.yaml')],
    async loadContent() {
      const parsed = factionsSchema.safeParse(parse(fs.readFileSync(file, 'utf8')));
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `data/factions.yaml: ${i.path.join('.')}: ${i.message}`);
        throw new Error(problems.join('\n'));
      }
      return {
        factions: parsed.data.factions.map(({id, name, motto, colour, summary}) => ({id, name, motto, colour, summary})),
      };
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
