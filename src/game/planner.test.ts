import assert from 'node:assert/strict';
import test from 'node:test';
import {loadGameData} from './load';
import {allOpeningSimulations} from './pace';
import {LISTED_WAIT_SECONDS, plan, stepChoices} from './planner';
import {decodeOrder, encodeOrder} from './orderCode';
import {simData} from './simData';
import {simulateOpening, simulationTicks, stepsFor} from './simulate';
import {FIXTURE_DATA} from '../../tests/support/site';

const data = loadGameData(FIXTURE_DATA);
const small = simData(data);

test('the planner’s share of the data plays every opening exactly as the whole data does', () => {
  const ticks = simulationTicks(data);
  for (const [faction, runs] of Object.entries(allOpeningSimulations(data)))
    for (const run of runs)
      assert.deepEqual(simulateOpening(small, faction, ticks, run.position), run, `${faction} ${run.position.map}`);
});

test('the recommended order planned in the browser gives the build’s era times', () => {
  const run = allOpeningSimulations(data).xuanyan.find((r) => r.position.map === 'duanji')!;
  const view = plan(small, {faction: 'xuanyan', position: run.position});
  assert.equal(view.edited, false);
  for (const era of view.eras)
    assert.equal(era.minutes, Math.round((run.eraTicks[era.id] * run.tickSeconds) / 6) / 10, era.id);
  assert.equal(view.rows.length, run.played.length);
  assert.ok(view.charts.people.marks?.length === view.eras.length, 'one mark per era entered');
});

test('removing a step the order needs delays or stops the eras after it, and says why', () => {
  const position = {map: 'chenghu', start: 'north'};
  const base = plan(small, {faction: 'chilan', position});
  const order = stepsFor(small, 'chilan', position).steps.filter((s) => !('research' in s && s.research === 'farming'));
  const edited = plan(small, {faction: 'chilan', position, order});
  assert.equal(edited.edited, true);
  assert.ok(edited.blocked, 'an era needs 农耕 among the era\u2019s technologies');
  assert.match(edited.blocked.reason, /科技/);
  assert.equal(edited.eras.at(-1)!.minutes, null);
  // The wait that never ends has no end time, not the simulation's horizon (「第 200.2 分」).
  const last = edited.idle.at(-1)!;
  assert.equal(last.to, null);
  assert.ok(edited.idle.slice(0, -1).every((x) => x.to !== null && x.to > x.from));
  assert.notDeepEqual(
    edited.eras.map((e) => e.minutes),
    base.eras.map((e) => e.minutes),
  );
});

test('an order survives the address: encoded, decoded, the same steps', () => {
  for (const o of data.openings) {
    const steps = [...(o.branches?.[0]?.steps ?? []), ...o.steps].map(({note: _note, ...s}) => s);
    const code = encodeOrder(small, steps);
    assert.match(code, /^[0-9a-z._-]+$/);
    assert.equal(new URLSearchParams({order: code}).toString(), `order=${code}`, 'nothing to escape');
    assert.ok(code.length < steps.length * 6, `compact: ${code.length} characters for ${steps.length} steps`);
    assert.deepEqual(decodeOrder(small, code), {steps});
  }
  assert.deepEqual(decodeOrder(small, 'b0.q1'), {bad: 2});
  assert.deepEqual(decodeOrder(small, 'b0.bzz'), {bad: 2});
});

test('a faction may add its own and everyone’s buildings and units, not another faction’s', () => {
  const ids = new Set(stepChoices(small, 'chilan').map((c) => `${c.kind}:${c.id}`));
  for (const u of data.units)
    assert.equal(ids.has(`train:${u.id}`), u.faction === 'all' || u.faction === 'chilan', u.id);
  for (const t of data.technologies) assert.ok(ids.has(`research:${t.id}`), t.id);
});

test('storage is per town: the other towns’ output reaches the capital late and short, and the capital holds one town’s cap', () => {
  const position = {map: 'chenghu', start: 'east'};
  const ticks = simulationTicks(small);
  const withLoss = (transfer_loss: number) => ({
    ...small,
    rules: {...small.rules, logistics: {...small.rules.logistics, transfer_loss}},
  });
  const eraTick = (d: typeof small) => simulateOpening(d, 'baigang', ticks, position).eraTicks.era4;
  // A heavier loss on the road means a later 工巧时代; no loss, an earlier one.
  assert.ok(eraTick(withLoss(0.5)) > eraTick(small), 'a 50% loss on the road slows the opening');
  assert.ok(eraTick(withLoss(0)) <= eraTick(small), 'no loss on the road is never slower');
  // Whatever the number of towns, no resource in the capital goes over one town's cap.
  const run = simulateOpening(small, 'baigang', ticks, position);
  assert.ok(run.towns > 1);
  for (const r of small.resources) assert.ok((run.stock[r.id] ?? 0) <= r.storage_cap, r.id);
});

test('a unit’s builder perk opens construction sites: more builders, an earlier 工巧时代', () => {
  const position = {map: 'chenghu', start: 'east'};
  const ticks = simulationTicks(small);
  const era4 = (builder?: number) =>
    simulateOpening(
      {...small, units: small.units.map((u) => (u.id === 'laborer' ? {...u, perks: builder ? {builder} : {}} : u))},
      'baigang',
      ticks,
      position,
    ).eraTicks.era4;
  // 役夫 that cannot build leave one site at a time; 役夫 worth three builders open more.
  assert.ok(era4() > era4(1));
  assert.ok(era4(3) < era4(1));
});

test('waits under LISTED_WAIT_SECONDS are counted and summed, the longer ones listed, none lost', () => {
  let shortSeen = 0;
  for (const [faction, runs] of Object.entries(allOpeningSimulations(data)))
    for (const run of runs) {
      const view = plan(small, {faction, position: run.position});
      const seconds = (x: {fromTick: number; toTick: number}) => (x.toTick - x.fromTick) * run.tickSeconds;
      const long = run.idle.filter((x) => seconds(x) >= LISTED_WAIT_SECONDS);
      const short = run.idle.filter((x) => seconds(x) < LISTED_WAIT_SECONDS);
      assert.equal(view.idle.length, long.length, `${faction} ${run.position.start}`);
      assert.equal(view.shortWaits.count, short.length);
      const sum = short.reduce((s, x) => s + seconds(x), 0) / 60;
      assert.ok(Math.abs(view.shortWaits.minutes - sum) <= 0.05, `${view.shortWaits.minutes} ≈ ${sum}`);
      // The charts shade every wait, listed or not.
      assert.equal(view.charts.stocks.spans?.length ?? 0, run.idle.length);
      // A step is marked as waiting for a listed wait only.
      assert.equal(view.rows.filter((r) => r.idle).length, new Set(long.map((x) => x.index)).size);
      shortSeen += short.length;
    }
  assert.ok(shortSeen > 0, 'the fixture has short waits to count');
});
