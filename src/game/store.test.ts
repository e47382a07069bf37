import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {Worker} from 'node:worker_threads';
import {gameDataFixtures} from '../../tests/support/game-data-fixture';
import {currentGameData} from './store';

const {mutated} = gameDataFixtures('store');

/**
 * An editor saving in place: the file is cut off mid-way, then the rest follows 30 ms later. A
 * worker thread writes, because reading the data blocks this one.
 */
function saveInTwoWrites(file: string, text: string): Promise<void> {
  const half = text.slice(0, Math.floor(text.length / 2));
  const code = `
    const fs = require('node:fs');
    const {parentPort, workerData: {file, half, rest}} = require('node:worker_threads');
    fs.writeFileSync(file, half);
    parentPort.postMessage('half');
    setTimeout(() => fs.appendFileSync(file, rest), 30);`;
  const worker = new Worker(code, {eval: true, workerData: {file, half, rest: text.slice(half.length)}});
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
}

test('data read just after a save waits for the save to end, not for a change event', async () => {
  const dir = mutated({});
  const file = path.join(dir, 'units.yaml');
  const before = currentGameData(dir).units.length;
  const edited = fs.readFileSync(file, 'utf8').replace('    hp: 60\n', '    hp: 61\n');
  await saveInTwoWrites(file, edited);
  // Docusaurus reloads on the first change event; chokidar drops a second one within 50 ms.
  const data = currentGameData(dir);
  assert.equal(data.units.length, before, 'the half-written file was read');
  assert.equal(data.units.find((u) => u.id === 'militia')?.hp, 61);
});
