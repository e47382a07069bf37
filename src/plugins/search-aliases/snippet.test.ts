import assert from 'node:assert/strict';
import test from 'node:test';
import {markTokens, matchedPositions, snippet, type Piece} from './snippet';

/** Pieces as text, marks in brackets. */
const show = (pieces: Piece[]) => pieces.map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

test('the matched spans are marked, in order, the longest first at one start', () => {
  const metadata = {
    长枪兵: {t: {position: [[2, 3]]}},
    长枪: {t: {position: [[2, 2]]}},
    骑兵: {t: {position: [[8, 2]]}},
  };
  assert.deepEqual(matchedPositions(metadata, 't'), [
    [2, 3],
    [2, 2],
    [8, 2],
  ]);
  assert.equal(show(snippet('克制长枪兵的是轻骑兵', matchedPositions(metadata, 't'))), '克制[长枪兵]的是轻[骑兵]');
});

test('a long text is cut around its first match, with an ellipsis where it is cut', () => {
  const text = `${'前'.repeat(200)}关键${'后'.repeat(200)}`;
  const shown = show(snippet(text, [[200, 2]], 20));
  assert.equal(shown, `…${'前'.repeat(9)}[关键]${'后'.repeat(9)}…`);
  assert.equal(show(snippet('短句里的关键', [[4, 2]], 100)), '短句里的[关键]');
  // Latin words are not cut in half.
  assert.equal(show(snippet('give grain 100 给粮食', [[15, 2]], 8)), '… 100 [给粮]食');
});

test('tokens are marked wherever they occur, whatever the case; markup stays text', () => {
  assert.equal(show(markTokens('Give 与 give', ['give'])), '[Give] 与 [give]');
  assert.equal(show(markTokens('<b>长枪兵</b>', ['长枪兵'])), '<b>[长枪兵]</b>');
  assert.equal(show(markTokens('资源', [])), '资源');
});
