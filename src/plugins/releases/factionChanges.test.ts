import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {FIXTURE_DATA} from '../../../tests/support/site';
import {loadGameData} from '../../game/load';
import {changeRows} from './balance';
import {factionChanges} from './factionChanges';
import {balanceHistory} from './history';
import {loadReleases} from './load';

// The frozen data and its manifest: a release or a balance edit cannot change what is tested here.
const gameData = loadGameData(FIXTURE_DATA);
const releases = loadReleases(path.join(FIXTURE_DATA, 'releases.yaml'), {gameData});
const rows = changeRows(releases, gameData);
const history = balanceHistory(releases, gameData);
const factionOf = (entity: string) => history.entities.find((e) => e.entity === entity)?.faction;

test('a faction gets its own and the shared changes, none of another faction’s, grouped newest first', () => {
  for (const {id} of gameData.factions) {
    const mine = factionChanges(rows, history, id);
    const flat = mine.flatMap((r) => r.rows);
    const expected = rows.filter((c) => [id, 'all'].includes(factionOf(c.entity) ?? ''));
    assert.deepEqual(
      flat.map((c) => `${c.version} ${c.entity} ${c.fieldKey ?? ''}`),
      expected.map((c) => `${c.version} ${c.entity} ${c.fieldKey ?? ''}`),
    );
    for (const c of flat) assert.equal(c.shared, factionOf(c.entity) === 'all');
    // One group per release, in the order of the notes (newest first).
    const versions = mine.map((r) => r.version);
    assert.deepEqual(
      versions,
      [...new Set(rows.map((c) => c.version))].filter((v) => versions.includes(v)),
    );
  }
});

test('a change to another faction’s unit stays off this faction’s list', () => {
  const other = rows.find((c) => !['all', undefined].includes(factionOf(c.entity)))!;
  const someoneElse = gameData.factions.find((f) => f.id !== factionOf(other.entity))!.id;
  const listed = factionChanges(rows, history, someoneElse).flatMap((r) => r.rows);
  assert.ok(!listed.some((c) => c.entity === other.entity));
});
