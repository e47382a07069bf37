/**
 * Checks of data/rules.yaml and data/openings.yaml against the rest of data/, and the progression
 * check: from each faction's start everything must be reachable, and its opening must reach each
 * era within rules.yaml's era_targets. Every problem names file, line and field, in Chinese.
 */
import {UNIT_TYPES, type GameData} from './schema';
import {problemList, type Add} from './locate';
import type {Problem} from './rules';
import {allOpeningSimulations, armyMinute, secondEra, simulationTicks, soldiersAt} from './pace';
import {describeStep, stepCount, stepKind, stepTarget, type SimulationResult, type StepTiming} from './simulate';
import type {Opening, OpeningStep} from './rules';

type FieldPath = (string | number)[];

export function checkGameRules(data: GameData, dataDir: string): Problem[] {
  const {problems, add} = problemList(dataDir);

  // ── References in rules.yaml ──
  checkStarts(data, add);
  checkRuleTables(data, add);

  checkPlacement(data, add);

  // ── References in openings.yaml ──
  const openingsOk = data.openings.every((o, i) => checkOpeningRefs(data, o, i, add));
  if (problems.length > 0) return problems;

  // ── Progression: from each start, everything reachable, every needed resource produced ──
  for (const f of data.factions) checkReachable(data, f.id, add);

  // ── Simulation of each opening from every start against era_targets and idle waits ──
  // The runs are pace()'s (allOpeningSimulations caches them per loaded data), so the build
  // simulates each opening once for this check, the generated modules and the prose.
  if (openingsOk) checkOpeningRuns(data, add);
  return problems;
}

/** Every faction has a start and an opening; each start names real things of its own faction. */
function checkStarts(data: GameData, add: Add): void {
  const factions = new Map(data.factions.map((f) => [f.id, f]));
  const units = new Map(data.units.map((u) => [u.id, u]));
  const buildings = new Map(data.buildings.map((b) => [b.id, b]));
  const techs = new Map(data.technologies.map((t) => [t.id, t]));
  const eras = new Map(data.eras.map((e) => [e.id, e]));
  const resources = new Map(data.resources.map((r) => [r.id, r]));
  const ownOrAll = (faction: string, owner: string) => owner === 'all' || owner === faction;

  for (const f of data.factions) {
    if (!data.rules.start[f.id])
      add('rules', ['start'], `缺少阵营「${f.name}」（${f.id}）的开局状态——请在 start 下添加 ${f.id}`);
    if (!data.openings.some((o) => o.faction === f.id))
      add('openings', ['openings'], `缺少阵营「${f.name}」（${f.id}）的推荐开局——请添加一条 faction: ${f.id}`);
  }
  for (const [fid, s] of Object.entries(data.rules.start)) {
    const at = ['start', fid];
    if (!factions.has(fid)) add('rules', at, `未知阵营「${fid}」——应为 data/factions.yaml 中的 id`);
    for (const r of Object.keys(s.resources))
      if (!resources.has(r))
        add('rules', [...at, 'resources', r], `未知资源「${r}」——应为 data/resources.yaml 中的 id`);
    for (const u of Object.keys(s.units)) {
      const unit = units.get(u);
      if (!unit) add('rules', [...at, 'units', u], `未知单位「${u}」——应为 data/units.yaml 中的 id`);
      else if (!ownOrAll(fid, unit.faction))
        add('rules', [...at, 'units', u], `单位「${unit.name}」不属于本阵营——只能用通用单位或本阵营单位`);
    }
    for (const b of Object.keys(s.buildings)) {
      const building = buildings.get(b);
      if (!building) add('rules', [...at, 'buildings', b], `未知建筑「${b}」——应为 data/buildings.yaml 中的 id`);
      else if (!ownOrAll(fid, building.faction))
        add('rules', [...at, 'buildings', b], `建筑「${building.name}」不属于本阵营——只能用通用建筑或本阵营建筑`);
    }
    if (!s.buildings.town_hall) add('rules', [...at, 'buildings'], '开局没有城邑府——每个阵营开局至少要有 town_hall: 1');
    s.technologies.forEach((t, i) => {
      const tech = techs.get(t);
      if (!tech) add('rules', [...at, 'technologies', i], `未知科技「${t}」——应为 data/technologies.yaml 中的 id`);
      else if (eras.get(tech.era)?.order !== 1)
        add('rules', [...at, 'technologies', i], `科技「${tech.name}」不属于第一个时代——开局只能掌握拓荒时代的科技`);
    });
  }
}

/** The counter table covers every unit type; terrains, the market building and era targets are real. */
function checkRuleTables(data: GameData, add: Add): void {
  const buildings = new Set(data.buildings.map((b) => b.id));
  const eras = new Set(data.eras.map((e) => e.id));
  const terrains = new Set(data.productivity.terrains.map((t) => t.id));
  for (const attacker of UNIT_TYPES) {
    const row = data.rules.combat.counters[attacker];
    if (!row) {
      add(
        'rules',
        ['combat', 'counters'],
        `克制倍率表缺少兵种「${attacker}」这一行——units.yaml 用到的每个兵种都要有一行`,
      );
      continue;
    }
    for (const defender of UNIT_TYPES)
      if (row[defender] === undefined)
        add('rules', ['combat', 'counters', attacker], `缺少对「${defender}」的倍率——每行都要列出全部兵种`);
  }
  for (const t of Object.keys(data.rules.combat.terrain_defense))
    if (!terrains.has(t))
      add('rules', ['combat', 'terrain_defense', t], `未知地形「${t}」——应为 data/productivity.yaml 中 terrains 的 id`);
  for (const t of Object.keys(data.rules.movement.terrain_cost))
    if (!terrains.has(t))
      add('rules', ['movement', 'terrain_cost', t], `未知地形「${t}」——应为 data/productivity.yaml 中 terrains 的 id`);
  if (!buildings.has(data.rules.market.building))
    add('rules', ['market', 'building'], `未知建筑「${data.rules.market.building}」——应为 data/buildings.yaml 中的 id`);
  for (const t of terrains)
    if (data.rules.movement.terrain_cost[t] === undefined)
      add('rules', ['movement', 'terrain_cost'], `缺少地形「${t}」的移动耗时——每种地形都要列出`);
  for (const e of Object.keys(data.rules.era_targets))
    if (!eras.has(e)) add('rules', ['era_targets', e], `未知时代「${e}」——应为 data/eras.yaml 中的 id`);
}

/** Fixed point over what a faction can ever have, with why each thing stays out of reach. */
function reachable(data: GameData, factionId: string) {
  const start = data.rules.start[factionId];
  const own = (owner: string) => owner === 'all' || owner === factionId;
  const eras = new Set<string>([data.eras.find((e) => e.order === 1)!.id]);
  const techs = new Set(start.technologies);
  const builds = new Set(Object.keys(start.buildings));
  const levels = new Set<string>();
  // The starting stock pays for the first buildings; after that a resource needs a producer.
  // Worked out again only when a building was added (it is asked for every item on every pass).
  const buildingById = new Map(data.buildings.map((b) => [b.id, b]));
  let producedNow: Set<string> | null = null;
  const produced = () => {
    if (producedNow) return producedNow;
    const out = new Set<string>(Object.keys(start.resources).filter((r) => start.resources[r] > 0));
    for (const id of builds) for (const r of Object.keys(buildingById.get(id)?.produces ?? {})) out.add(r);
    return (producedNow = out);
  };
  const resName = (r: string) => data.resources.find((x) => x.id === r)?.name ?? r;
  /** Why an item with this era, tech and cost is not reachable yet, or null. */
  const why = (
    era: string,
    tech: string | null,
    cost: Record<string, number>,
    prereqs: string[] = [],
  ): string | null => {
    if (!eras.has(era)) return `所属时代「${data.eras.find((e) => e.id === era)?.name}」无法进入`;
    const t = [...(tech ? [tech] : []), ...prereqs].find((x) => !techs.has(x));
    if (t) return `前置科技「${data.technologies.find((x) => x.id === t)?.name}」无法研究`;
    const p = produced();
    const lack = Object.keys(cost).filter((r) => !p.has(r));
    if (lack.length) return `缺少资源「${lack.map(resName).join('、')}」的产出：在此之前没有可建造的建筑产出它`;
    return null;
  };
  const eraWhy = (e: GameData['eras'][number]): string | null => {
    const prev = data.eras.find((x) => x.order === e.order - 1);
    if (prev && !eras.has(prev.id)) return `上一时代「${prev.name}」无法进入`;
    if (e.requires_level && !levels.has(e.requires_level))
      return `国家等级「${data.country_levels.find((l) => l.id === e.requires_level)?.name}」无法达到`;
    const done = data.technologies.filter((t) => t.era === prev?.id && techs.has(t.id)).length;
    if (done < e.techs_required) return `只有 ${done} 项「${prev?.name}」科技可以研究，需要 ${e.techs_required} 项`;
    const p = produced();
    const lack = Object.keys(e.advance_cost).filter((r) => !p.has(r));
    if (lack.length) return `缺少资源「${lack.map(resName).join('、')}」的产出`;
    return null;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const l of data.country_levels)
      if (!levels.has(l.id) && eras.has(l.thresholds.era) && (l.thresholds.towns <= 1 || builds.has('town_hall'))) {
        levels.add(l.id);
        changed = true;
      }
    for (const e of data.eras)
      if (!eras.has(e.id) && eraWhy(e) === null) {
        eras.add(e.id);
        changed = true;
      }
    for (const t of data.technologies)
      if (!techs.has(t.id) && why(t.era, null, t.cost, t.prerequisites) === null) {
        techs.add(t.id);
        changed = true;
      }
    for (const b of data.buildings)
      if (own(b.faction) && !builds.has(b.id) && why(b.era, b.requires_tech, b.cost) === null) {
        builds.add(b.id);
        producedNow = null;
        changed = true;
      }
  }
  return {own, eras, techs, builds, levels, why, eraWhy};
}

/** Reports each thing a faction can never have from its start, and why. */
function checkReachable(data: GameData, factionId: string, add: Add): void {
  const fname = data.factions.find((f) => f.id === factionId)?.name ?? factionId;
  const {own, eras, techs, builds, levels, why, eraWhy} = reachable(data, factionId);
  const push = (kind: string, fieldPath: FieldPath, what: string, reason: string) =>
    add(
      kind,
      fieldPath,
      `阵营「${fname}」从开局出发无法获得${what}：${reason}——请检查费用、前置条件，或为缺少的资源提供更早的产出`,
    );
  data.eras.forEach((e, i) => {
    if (!eras.has(e.id)) push('eras', ['eras', i], `时代「${e.name}」`, eraWhy(e) ?? '');
  });
  data.technologies.forEach((t, i) => {
    if (!techs.has(t.id))
      push(
        'technologies',
        ['technologies', i, 'cost'],
        `科技「${t.name}」`,
        why(t.era, null, t.cost, t.prerequisites) ?? '',
      );
  });
  data.buildings.forEach((b, i) => {
    if (own(b.faction) && !builds.has(b.id))
      push('buildings', ['buildings', i, 'cost'], `建筑「${b.name}」`, why(b.era, b.requires_tech, b.cost) ?? '');
  });
  data.units.forEach((u, i) => {
    if (!own(u.faction)) return;
    const reason =
      why(u.era, u.requires_tech, u.cost) ??
      (builds.has(u.requires_building)
        ? null
        : `训练它的建筑「${data.buildings.find((b) => b.id === u.requires_building)?.name}」无法建造`);
    if (reason) push('units', ['units', i, 'cost'], `单位「${u.name}」`, reason);
  });
  data.policies.forEach((p, i) => {
    if (!levels.has(p.requires_level))
      push('policies', ['policies', i, 'requires_level'], `政策「${p.name}」`, '所需国家等级无法达到');
  });
}

const ownOr = (faction: string, owner: string) => owner === 'all' || owner === faction;

/** Each step's target exists and belongs to the faction; starts and branches name real start positions. */
function checkOpeningRefs(data: GameData, o: Opening, i: number, add: Add): boolean {
  let ok = true;
  const fail = (at: FieldPath, message: string) => {
    add('openings', ['openings', i, ...at], message);
    ok = false;
  };
  if (!data.factions.some((f) => f.id === o.faction))
    fail(['faction'], `未知阵营「${o.faction}」——应为 data/factions.yaml 中的 id`);
  const starts = data.maps.flatMap((m) => m.start_positions.map((p) => `${m.id}.${p.id}`));
  const known = (ref: string) => starts.includes(ref);
  if (!known(o.start))
    fail(['start'], `未知出生点「${o.start}」——应写成 地图 id.出生点 id，例如 ${starts[0]}（data/maps.yaml）`);
  const steps = (list: OpeningStep[], at: FieldPath) =>
    list.forEach((step, j) => checkStep(data, o.faction, step, [...at, j], fail));
  steps(o.steps, ['steps']);
  const seen = new Set<string>();
  (o.branches ?? []).forEach((b, k) => {
    b.starts.forEach((ref, n) => {
      if (!known(ref))
        fail(
          ['branches', k, 'starts', n],
          `未知出生点「${ref}」——应写成 地图 id.出生点 id，例如 ${starts[0]}（data/maps.yaml）`,
        );
      else if (seen.has(ref))
        fail(['branches', k, 'starts', n], `出生点「${ref}」已经在前面的分支里——每个出生点最多走一个分支`);
      seen.add(ref);
    });
    if (b.replaces > o.steps.length)
      fail(
        ['branches', k, 'replaces'],
        `replaces 是 ${b.replaces}，而开局只有 ${o.steps.length} 步——它是分支取代的开局前几步的步数`,
      );
    steps(b.steps, ['branches', k, 'steps']);
  });
  return checkResearchOnce(data, o, fail) && ok;
}

/** Where a step of an opening sits, in Chinese: 「第 3 步」 or 「第 2 个分支的第 3 步」. */
const stepPlace = (at: FieldPath) =>
  at[0] === 'branches' ? `第 ${Number(at[1]) + 1} 个分支的第 ${Number(at[3]) + 1} 步` : `第 ${Number(at[1]) + 1} 步`;

/**
 * Each technology is researched at most once in every order a start plays (the opening's steps, or
 * a branch followed by the steps it does not replace), and never one the faction starts with.
 */
function checkResearchOnce(data: GameData, o: Opening, fail: (at: FieldPath, m: string) => void): boolean {
  const techName = (id: string) => data.technologies.find((t) => t.id === id)?.name ?? id;
  const fname = data.factions.find((f) => f.id === o.faction)?.name ?? o.faction;
  const known = new Set(data.rules.start[o.faction]?.technologies ?? []);
  const orders: {step: OpeningStep; at: FieldPath}[][] = [
    o.steps.map((step, j) => ({step, at: ['steps', j]})),
    ...(o.branches ?? []).map((b, k) => [
      ...b.steps.map((step, j) => ({step, at: ['branches', k, 'steps', j] as FieldPath})),
      ...o.steps.slice(b.replaces).map((step, j) => ({step, at: ['steps', b.replaces + j] as FieldPath})),
    ]),
  ];
  const reported = new Set<string>();
  for (const order of orders) {
    const first = new Map<string, FieldPath>();
    for (const {step, at} of order) {
      if (!('research' in step)) continue;
      const before = first.get(step.research);
      const why = known.has(step.research)
        ? `阵营「${fname}」开局就已掌握「${techName(step.research)}」（rules.yaml 的 start.${o.faction}.technologies），推荐开局${stepPlace(at)}却又研究它`
        : before
          ? `阵营「${fname}」的推荐开局${stepPlace(at)}又研究「${techName(step.research)}」，${stepPlace(before)}已经研究过`
          : null;
      first.set(step.research, before ?? at);
      if (!why || reported.has(at.join('.'))) continue;
      reported.add(at.join('.'));
      fail([...at, 'research'], `${why}——同一项科技只能研究一次：删去这一步，或换成还没研究的科技`);
    }
  }
  return reported.size === 0;
}

function checkStep(
  data: GameData,
  faction: string,
  step: OpeningStep,
  at: FieldPath,
  fail: (at: FieldPath, m: string) => void,
): void {
  const kind = stepKind(step);
  const target = stepTarget(step);
  const where = {build: 'buildings', research: 'technologies', advance: 'eras', train: 'units', scout: 'units'}[kind];
  const table: {id: string; name: string; faction?: string}[] =
    kind === 'build'
      ? data.buildings
      : kind === 'research'
        ? data.technologies
        : kind === 'advance'
          ? data.eras
          : data.units;
  const item = table.find((x) => x.id === target);
  if (!item) fail([...at, kind], `未知的 ${kind} 目标「${target}」——应为 data/${where}.yaml 中的 id`);
  else if (item.faction && !ownOr(faction, item.faction))
    fail([...at, kind], `「${item.name}」不属于本阵营——只能用通用的或本阵营的`);
}

/** Where a step the simulation played sits in openings.yaml: in the start's branch or in the opening's steps. */
function stepPath(o: Opening, i: number, sim: SimulationResult, index: number): FieldPath {
  const ref = `${sim.position.map}.${sim.position.start}`;
  const k = (o.branches ?? []).findIndex((b) => b.starts.includes(ref));
  if (k >= 0 && index < sim.branchSteps) return ['openings', i, 'branches', k, 'steps', index];
  const shift = k >= 0 ? o.branches![k].replaces - sim.branchSteps : 0;
  return ['openings', i, 'steps', index + shift];
}

function checkOpeningRuns(data: GameData, add: Add): void {
  const all = allOpeningSimulations(data);
  data.openings.forEach((o, i) => {
    for (const sim of all[o.faction] ?? []) checkRun(data, o, i, sim, add);
  });
}

/** One opening from one start: not stuck, never idle too long, every era on time. */
function checkRun(data: GameData, o: Opening, i: number, sim: SimulationResult, add: Add): void {
  const tick = data.productivity.tick_seconds;
  const minutesOf = (ticks: number) => String(Math.round((ticks * tick) / 6) / 10);
  const eraName = (id: string) => data.eras.find((e) => e.id === id)?.name ?? id;
  const fname = data.factions.find((f) => f.id === o.faction)?.name ?? o.faction;
  const map = data.maps.find((m) => m.id === sim.position.map)!;
  const who = `阵营「${fname}」的推荐开局从「${map.name}·${map.start_positions.find((p) => p.id === sim.position.start)?.name}」（${sim.position.map}.${sim.position.start}）出发`;
  const nth = (index: number, copy: number) => {
    const n = stepCount(sim.played[index]);
    return `第 ${index + 1} 步（${describeStep(data, sim.played[index])}${n > 1 ? `，第 ${copy} 个` : ''}）`;
  };
  const targetOf = (eraId: string) => {
    const m = data.rules.era_targets[eraId];
    return m === undefined ? '' : `（rules.yaml 的 era_targets 要求 ${m} 分钟内进入）`;
  };
  if (sim.blocked) {
    const {index, copy, reason, era} = sim.blocked;
    const horizon = minutesOf(simulationTicks(data));
    const stuck = era
      ? `模拟到第 ${horizon} 分钟仍未进入「${eraName(era)}」${targetOf(era)}`
      : `模拟到第 ${horizon} 分钟仍未走完`;
    add(
      'openings',
      stepPath(o, i, sim, index),
      `${who}，卡在${nth(index, copy)}：${reason}——${stuck}；请调整开局的步骤与顺序，或为这个出生点写一个分支（branches），或在 data/ 中为缺少的资源提供更早的产出`,
    );
    return;
  }
  // Over the whole opening, not only the build order's first minutes: a recommended opening that
  // leaves the player with nothing to do is a bad recommendation at any minute.
  const maxIdle = data.rules.opening.max_idle_seconds / tick;
  for (const span of sim.idle.filter((x) => x.toTick - x.fromTick > maxIdle))
    add(
      'openings',
      stepPath(o, i, sim, span.index),
      `${who}，从第 ${minutesOf(span.fromTick)} 分钟到第 ${minutesOf(span.toTick)} 分钟没有任何建造、研究或训练，干等 ${minutesOf(span.toTick - span.fromTick)} 分钟（rules.yaml 的 opening.max_idle_seconds 只允许 ${data.rules.opening.max_idle_seconds} 秒）：${nth(span.index, span.copy)}在等——${span.reason}；请把这时就做得了的建造、训练或研究挪到这一步前面，或多建产所缺资源的建筑，让这一步早些开始`,
    );
  checkArmy(data, o, i, sim, who, add);
  const ordered = [...data.eras].sort((a, b) => a.order - b.order);
  for (const [eraId, minutes] of Object.entries(data.rules.era_targets)) {
    const at = sim.eraTicks[eraId];
    if (at === undefined || (at * tick) / 60 <= minutes) continue;
    // What held the opening back on its way there: the longest wait since the previous era.
    const advanceStep = (id: string | undefined) => sim.played.findIndex((s) => 'advance' in s && s.advance === id);
    const j = advanceStep(eraId);
    const from = advanceStep(ordered[ordered.findIndex((e) => e.id === eraId) - 1]?.id);
    const slowest = sim.steps
      .filter((s) => s.index > from && s.index <= j)
      .reduce<StepTiming | undefined>((a, s) => (s.waitedTicks > (a?.waitedTicks ?? 0) ? s : a), undefined);
    const why = slowest
      ? `；等得最久的是${nth(slowest.index, slowest.copy)}，等了 ${minutesOf(slowest.waitedTicks)} 分钟：${slowest.waitedFor}`
      : '';
    add(
      'openings',
      stepPath(o, i, sim, slowest?.index ?? j),
      `${who}，在第 ${minutesOf(at)} 分钟才进入「${eraName(eraId)}」，超过 rules.yaml 中 era_targets 的 ${minutes} 分钟${why}——请加快开局或调整目标`,
    );
  }
  for (const e of ordered)
    if (
      data.rules.era_targets[e.id] !== undefined &&
      sim.eraTicks[e.id] === undefined &&
      !sim.played.some((s) => 'advance' in s && s.advance === e.id)
    )
      add(
        'openings',
        ['openings', i, 'steps'],
        `${who}，没有进入「${e.name}」${targetOf(e.id)}——请在开局中加上 advance: ${e.id}，以及进入它之前要做的建造与研究`,
      );
}

/**
 * What the 标准 AI is said to do (rules.yaml ai_levels, 胜利与模式): it follows the opening, has its
 * first soldiers within the build order and attacks with them on entering the second era. So every
 * opening, from every start, trains soldiers and scouts within `opening.build_order_minutes`, still has soldiers
 * when it enters the second era, and builds its second town only after entering it.
 */
function checkArmy(data: GameData, o: Opening, i: number, sim: SimulationResult, who: string, add: Add): void {
  const window = data.rules.opening.build_order_minutes;
  const first = armyMinute(data, sim);
  const military = (id: string) => data.units.find((u) => u.id === id)?.type !== '辅助';
  const train = sim.steps.find((s) => 'train' in s.step && military(s.step.train));
  const at = train ? stepPath(o, i, sim, train.index) : ['openings', i, 'steps'];
  if (first === null || first > window)
    add(
      'openings',
      at,
      `${who}，${first === null ? '一直没有训练士兵' : `第一批士兵到第 ${first} 分钟才练成`}，而开局顺序只有 ${window} 分钟（rules.yaml 的 opening.build_order_minutes）；标准难度的电脑照推荐开局在这段时间里练出第一支部队——请把第一次练兵挪到前面`,
    );
  const scout = sim.steps.find((s) => 'scout' in s.step);
  const minutes = (ticks: number) => Math.round((ticks * data.productivity.tick_seconds) / 6) / 10;
  if (!scout || minutes(scout.startTick) > window)
    add(
      'openings',
      scout ? stepPath(o, i, sim, scout.index) : ['openings', i, 'steps'],
      `${who}，${scout ? `到第 ${minutes(scout.startTick)} 分钟才派兵侦察` : '一直没有派兵侦察'}，而开局顺序只有 ${window} 分钟；标准难度的电脑照推荐开局在这段时间里派兵侦察——请把 scout 这一步挪到前面`,
    );
  const era = secondEra(data);
  const advance = sim.played.findIndex((s) => 'advance' in s && s.advance === era);
  const town = sim.played.findIndex((s) => 'build' in s && s.build === 'town_hall');
  if (town >= 0 && town < advance)
    add(
      'openings',
      stepPath(o, i, sim, town),
      `${who}，第 ${town + 1} 步在进入「${data.eras.find((e) => e.id === era)?.name}」之前就建第二座城邑；rules.yaml 说标准难度的电脑照推荐开局进入这个时代后才建第二座城邑——请把这一步挪到进入时代之后，或改写电脑难度的说明`,
    );
  if (sim.eraTicks[era] !== undefined && soldiersAt(data, sim, era) === 0)
    add(
      'openings',
      at,
      `${who}，进入「${data.eras.find((e) => e.id === era)?.name}」时手里没有一名士兵；标准难度的电脑进入这个时代后要带着第一支部队试探进攻——请在进入这个时代之前练兵`,
    );
}

/**
 * Where buildings stand: rules.yaml's region_buildings and building_limits name real buildings and
 * resources; every terrain states its fertility for each gathered resource (0 where it yields
 * none); a region lists only gathered resources its terrain yields; a start lies in its region
 * (the region whose centre is nearest, as the map pages draw it).
 */
function checkPlacement(data: GameData, add: Add): void {
  const gathered = new Set(Object.values(data.rules.region_buildings));
  const resName = (r: string) => data.resources.find((x) => x.id === r)?.name ?? r;
  for (const [b, r] of Object.entries(data.rules.region_buildings)) {
    if (!data.buildings.some((x) => x.id === b))
      add('rules', ['region_buildings', b], `未知建筑「${b}」——应为 data/buildings.yaml 中的 id`);
    if (!data.resources.some((x) => x.id === r))
      add('rules', ['region_buildings', b], `未知资源「${r}」——应为 data/resources.yaml 中的 id`);
  }
  for (const b of Object.keys(data.rules.building_limits))
    if (!data.buildings.some((x) => x.id === b))
      add('rules', ['building_limits', b], `未知建筑「${b}」——应为 data/buildings.yaml 中的 id`);
  data.productivity.terrains.forEach((t, i) => {
    for (const r of gathered)
      if (t.fertility[r] === undefined)
        add(
          'productivity',
          ['terrains', i, 'fertility'],
          `地形「${t.name}」没有写出${resName(r)}的肥力——采集建筑采的资源在每种地形上都要写明，产不出就写 ${r}: 0`,
        );
  });
  data.maps.forEach((map, i) => {
    map.regions.forEach((region, j) => {
      const terrain = data.productivity.terrains.find((t) => t.id === region.terrain);
      region.resources.forEach((r, k) => {
        if (gathered.has(r) && terrain && !((terrain.fertility[r] ?? 0) > 0))
          add(
            'maps',
            ['maps', i, 'regions', j, 'resources', k],
            `区域「${region.name}」列出了${resName(r)}，但它的地形「${terrain.name}」的${resName(r)}肥力是 0——去掉这一项，或在 data/productivity.yaml 里给这种地形肥力`,
          );
      });
    });
    map.start_positions.forEach((p, j) => {
      const d = (r: {at: [number, number]}) => Math.hypot(r.at[0] - p.at[0], r.at[1] - p.at[1]);
      const nearest = [...map.regions].sort((a, b) => d(a) - d(b))[0];
      if (nearest && nearest.id !== p.region)
        add(
          'maps',
          ['maps', i, 'start_positions', j, 'at'],
          `出生点「${p.name}」的位置 [${p.at.join(', ')}] 离区域「${nearest.name}」的中心最近，而它写的区域是「${p.region}」——地图上它会画在别的区域里；请改 at 或区域中心`,
        );
      if (p.at[0] > map.size.width || p.at[1] > map.size.height)
        add(
          'maps',
          ['maps', i, 'start_positions', j, 'at'],
          `出生点「${p.name}」的位置 [${p.at.join(', ')}] 在地图（${map.size.width} × ${map.size.height}）之外`,
        );
    });
  });
}
