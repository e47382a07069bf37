import assert from 'node:assert/strict';
import test from 'node:test';
import {countWord, signedNumber} from './numerals';

test('counts up to ten are Chinese numerals; 2 before a measure word or noun is 两', () => {
  assert.equal(countWord(4, '个阵营'), '四');
  assert.equal(countWord(2, '张地图'), '两');
  assert.equal(countWord(2, '家'), '两');
  assert.equal(countWord(2), '二');
  assert.equal(countWord(2, '，'), '二');
  assert.equal(countWord(10, '级'), '十');
  assert.equal(countWord(12, '种'), '12');
  assert.equal(countWord(0.5, '成'), '0.5');
});

test('a signed number writes + or a minus sign (not a hyphen), and 0 bare', () => {
  assert.deepEqual([10, -5, 0, 0.5].map(signedNumber), ['+10', '−5', '0', '+0.5']);
});
