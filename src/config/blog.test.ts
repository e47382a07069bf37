import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isScheduled, scheduledPosts} from './blog';

const post = (date: string) => ({metadata: {date: new Date(date)}}) as Parameters<typeof isScheduled>[0];

test('a post dated tomorrow in Beijing waits; from 00:00 Beijing time on its day it is published', () => {
  const post27 = post('2026-11-27T00:00:00+08:00');
  // 23:59 on the 26th in Beijing (15:59 UTC): still tomorrow there.
  assert.equal(isScheduled(post27, new Date('2026-11-26T15:59:00Z')), true);
  // 00:00 on the 27th in Beijing (16:00 UTC on the 26th): its day has come.
  assert.equal(isScheduled(post27, new Date('2026-11-26T16:00:00Z')), false);
  assert.equal(isScheduled(post('2026-11-20'), new Date('2026-11-26T12:00:00Z')), false);
});

test('the production build leaves scheduled posts out; the preview (npm start) keeps them', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const posts = [post('2026-11-20'), post('2026-12-01')];
  assert.deepEqual(scheduledPosts(posts, now, 'production'), [posts[0]]);
  assert.deepEqual(scheduledPosts(posts, now, 'development'), posts);
});
