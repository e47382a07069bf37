import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {gameDataFixtures} from '../../../tests/support/game-data-fixture';
import gameDataPlugin from '.';

const {mutated} = gameDataFixtures('stamp');

test('the pages that show data recompile when a value changes, not when a comment does', async () => {
  const dir = mutated({});
  const plugin = gameDataPlugin({siteDir: path.dirname(dir), generatedFilesDir: dir} as LoadContext);
  const stamp = async () => {
    let written = '';
    const createData = async (name: string, text: string) => (
      (written = name === 'data-stamp.json' ? text : written),
      name
    );
    await plugin.allContentLoaded!({allContent: {}, actions: {createData}} as never);
    return written;
  };
  const file = path.join(dir, 'units.yaml');
  const edit = (from: string, to: string) => fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));
  const first = await stamp();
  edit('    hp: 60\n', '    hp: 60 # 民兵\n');
  assert.equal(await stamp(), first);
  edit('    hp: 60 # 民兵\n', '    hp: 61\n');
  assert.notEqual(await stamp(), first);
});
