/**
 * Checks of data/rules.yaml and data/openings.yaml against the rest of data/, and the progression
 * check: from each faction's start everything must be reachable, and its opening must reach each
 * era within rules.yaml's era_targets. Every problem names file, line and field, in Chinese.
 */
import path from 'node:path';
import {UNIT_TYPES, type GameData} from './schema';
import {lineOf} from './locate';
import type {Problem} from './rules';
import {openingSimulations, simulationTicks} from './pace';
import {describeStep, stepCount, stepKind, stepTarget, type StepTiming} from './simulate';

type FieldPath = (string | number)[];

export function checkGameRules(data: GameData, dataDir: string): Problem[] {
  const problems: Problem[] = [];
  const dir = path.basename(dataDir);
  const add = (kind: string, fieldPath: FieldPath, message: string) =>
    problems.push({file: `${dir}/${kind}.yaml`, line: lineOf(dataDir, kind, fieldPath), path: fieldPath.join('.'), message});

  const factions = new Map(data.factions.map((f) => [f.id, f]));
  const units = new Map(data.units.map((u) => [u.id, u]));
  const buildings = new Map(data.buildings.map((b) => [b.id, b]));
  const techs = new Map(data.technologies.map((t) => [t.id, t]));
  const eras = new Map(data.eras.map((e) => [e.id, e]));
  const resources = new Map(data.resources.map((r) => [r.id, r]));
  const terrains = new Set(data.productivity.terrains.map((t) => t.id));
  const ownOrAll = (faction: string, owner: string) => owner === 'all' || owner === faction;

  // ── References in rules.yaml ──
  for (const f of data.factions) {
    if (!data.rules.start[f.id]) add('rules', ['start'], `缺少阵营「${f.name}」（${f.id}）的开局状态——请在 start 下添加 ${f.id}`);
    if (!data.openings.some((o) => o.faction === f.id)) add('openings', ['openings'], `缺少阵营「${f.name}」（${f.id}）的推荐开局——请添加一条 faction: ${f.id}`);
  }
  for (const [fid, s] of Object.entries(data.rules.start)) {
    const at = ['start', fid];
    if (!factions.has(fid)) add('rules', at, `未知阵营「${fid}」——应为 data/factions.yaml 中的 id`);
    for (const r of Object.keys(s.resources)) if (!resources.has(r)) add('rules', [...at, 'resources', r], `未知资源「${r}」——应为 data/resources.yaml 中的 id`);
    for (const u of Object.keys(s.units)) {
      const unit = units.get(u);
      if (!unit) add('rules', [...at, 'units', u], `未知单位「${u}」——应为 data/units.yaml 中的 id`);
      else if (!ownOrAll(fid, unit.faction)) add('rules', [...at, 'units', u], `单位「${unit.name}」不属于本阵营——只能用通用单位或本阵营单位`);
    }
    for (const b of Object.keys(s.buildings)) {
      const building = buildings.get(b);
      if (!building) add('rules', [...at, 'buildings', b], `未知建筑「${b}」——应为 data/buildings.yaml 中的 id`);
      else if (!ownOrAll(fid, building.faction)) add('rules', [...at, 'buildings', b], `建筑「${building.name}」不属于本阵营——只能用通用建筑或本阵营建筑`);
    }
    if (!s.buildings.town_hall) add('rules', [...at, 'buildings'], '开局没有城邑府——每个阵营开局至少要有 town_hall: 1');
    s.technologies.forEach((t, i) => {
      const tech = techs.get(t);
      if (!tech) add('rules', [...at, 'technologies', i], `未知科技「${t}」——应为 data/technologies.yaml 中的 id`);
      else if (eras.get(tech.era)?.order !== 1) add('rules', [...at, 'technologies', i], `科技「${tech.name}」不属于第一个时代——开局只能掌握拓荒时代的科技`);
    });
  }
  for (const attacker of UNIT_TYPES) {
    const row = data.rules.combat.counters[attacker];
    if (!row) {
      add('rules', ['combat', 'counters'], `克制倍率表缺少兵种「${attacker}」这一行——units.yaml 用到的每个兵种都要有一行`);
      continue;
    }
    for (const defender of UNIT_TYPES)
      if (row[defender] === undefined) add('rules', ['combat', 'counters', attacker], `缺少对「${defender}」的倍率——每行都要列出全部兵种`);
  }
  for (const t of Object.keys(data.rules.combat.terrain_defense))
    if (!terrains.has(t)) add('rules', ['combat', 'terrain_defense', t], `未知地形「${t}」——应为 data/productivity.yaml 中 terrains 的 id`);
  for (const t of Object.keys(data.rules.movement.terrain_cost))
    if (!terrains.has(t)) add('rules', ['movement', 'terrain_cost', t], `未知地形「${t}」——应为 data/productivity.yaml 中 terrains 的 id`);
  if (!buildings.has(data.rules.market.building))
    add('rules', ['market', 'building'], `未知建筑「${data.rules.market.building}」——应为 data/buildings.yaml 中的 id`);
  for (const t of terrains)
    if (data.rules.movement.terrain_cost[t] === undefined) add('rules', ['movement', 'terrain_cost'], `缺少地形「${t}」的移动耗时——每种地形都要列出`);
  for (const e of Object.keys(data.rules.era_targets))
    if (!eras.has(e)) add('rules', ['era_targets', e], `未知时代「${e}」——应为 data/eras.yaml 中的 id`);

  // ── References in openings.yaml ──
  const openingsOk = data.openings.every((o, i) => {
    let ok = true;
    if (!factions.has(o.faction)) {
      add('openings', ['openings', i, 'faction'], `未知阵营「${o.faction}」——应为 data/factions.yaml 中的 id`);
      ok = false;
    }
    o.steps.forEach((step, j) => {
      const kind = stepKind(step);
      const target = stepTarget(step);
      const table = kind === 'build' ? buildings : kind === 'research' ? techs : eras;
      const file = kind === 'build' ? 'buildings' : kind === 'research' ? 'technologies' : 'eras';
      const item = table.get(target);
      if (!item) {
        add('openings', ['openings', i, 'steps', j, kind], `未知的 ${kind} 目标「${target}」——应为 data/${file}.yaml 中的 id`);
        ok = false;
      } else if (kind === 'build' && !ownOrAll(o.faction, buildings.get(target)!.faction)) {
        add('openings', ['openings', i, 'steps', j, kind], `建筑「${item.name}」不属于本阵营——只能建通用建筑或本阵营建筑`);
        ok = false;
      }
    });
    return ok;
  });

  if (problems.length > 0) return problems;

  // ── Progression: from each start, everything reachable, every needed resource produced ──
  for (const f of data.factions) checkReachable(data, f.id, add);

  // ── Simulation of each opening against era_targets ──
  // The runs are pace()'s (openingSimulations caches them per loaded data), so the build simulates
  // each opening once for this check, the generated modules and the prose.
  if (openingsOk) {
    const tick = data.productivity.tick_seconds;
    const minutesOf = (ticks: number) => String(Math.round((ticks * tick) / 6) / 10);
    const sims = openingSimulations(data);
    const horizon = minutesOf(simulationTicks(data));
    const ordered = [...data.eras].sort((a, b) => a.order - b.order);
    const targetOf = (eraId: string) => {
      const m = data.rules.era_targets[eraId];
      return m === undefined ? '' : `（rules.yaml 的 era_targets 要求 ${m} 分钟内进入）`;
    };
    data.openings.forEach((o, i) => {
      const sim = sims[o.faction];
      const fname = factions.get(o.faction)?.name ?? o.faction;
      const stepAt = (index: number) => ['openings', i, 'steps', index];
      const nth = (index: number, copy: number) => {
        const n = stepCount(o.steps[index]);
        return `第 ${index + 1} 步（${describeStep(data, o.steps[index])}${n > 1 ? `，第 ${copy} 座` : ''}）`;
      };
      if (sim.blocked) {
        const {index, copy, reason, era} = sim.blocked;
        const stuck = era ? `模拟到第 ${horizon} 分钟仍未进入「${eras.get(era)?.name}」${targetOf(era)}` : `模拟到第 ${horizon} 分钟仍未走完`;
        add('openings', stepAt(index), `阵营「${fname}」的推荐开局卡在${nth(index, copy)}：${reason}——${stuck}；请调整开局的步骤与顺序，或在 data/ 中为缺少的资源提供更早的产出、放宽相应的门槛`);
      }
      for (const [eraId, minutes] of Object.entries(data.rules.era_targets)) {
        const at = sim.eraTicks[eraId];
        if (at === undefined || (at * tick) / 60 <= minutes) continue;
        // What held the opening back on its way there: the longest wait since the previous era.
        const advanceStep = (id: string | undefined) => o.steps.findIndex((s) => 'advance' in s && s.advance === id);
        const j = advanceStep(eraId);
        const from = advanceStep(ordered[ordered.findIndex((e) => e.id === eraId) - 1]?.id);
        const slowest = sim.steps
          .filter((s) => s.index > from && s.index <= j)
          .reduce<StepTiming | undefined>((a, s) => (s.waitedTicks > (a?.waitedTicks ?? 0) ? s : a), undefined);
        const why = slowest ? `；等得最久的是${nth(slowest.index, slowest.copy)}，等了 ${minutesOf(slowest.waitedTicks)} 分钟：${slowest.waitedFor}` : '';
        add('openings', stepAt(slowest?.index ?? j), `阵营「${fname}」按推荐开局在第 ${minutesOf(at)} 分钟才进入「${eras.get(eraId)?.name}」，超过 rules.yaml 中 era_targets 的 ${minutes} 分钟${why}——请加快开局或调整目标`);
      }
      for (const e of ordered)
        if (data.rules.era_targets[e.id] !== undefined && sim.eraTicks[e.id] === undefined && !o.steps.some((s) => 'advance' in s && s.advance === e.id))
          add('openings', ['openings', i, 'steps'], `阵营「${fname}」的推荐开局没有进入「${e.name}」${targetOf(e.id)}——请在开局中加上 advance: ${e.id}，以及进入它之前要做的建造与研究`);
    });
  }
  return problems;
}

type Add = (kind: string, fieldPath: FieldPath, message: string) => void;

/** Fixed point over what a faction can ever have; reports each thing that stays out of reach. */
function checkReachable(data: GameData, factionId: string, add: Add): void {
  const start = data.rules.start[factionId];
  const fname = data.factions.find((f) => f.id === factionId)?.name ?? factionId;
  const own = (owner: string) => owner === 'all' || owner === factionId;
  const eras = new Set<string>([data.eras.find((e) => e.order === 1)!.id]);
  const techs = new Set(start.technologies);
  const builds = new Set(Object.keys(start.buildings));
  const levels = new Set<string>();
  // The starting stock pays for the first buildings; after that a resource needs a producer.
  const produced = () => {
    const out = new Set<string>(Object.keys(start.resources).filter((r) => start.resources[r] > 0));
    for (const id of builds) for (const r of Object.keys(data.buildings.find((b) => b.id === id)?.produces ?? {})) out.add(r);
    return out;
  };
  const resName = (r: string) => data.resources.find((x) => x.id === r)?.name ?? r;
  /** Why an item with this era, tech and cost is not reachable yet, or null. */
  const why = (era: string, tech: string | null, cost: Record<string, number>, prereqs: string[] = []): string | null => {
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
    if (e.requires_level && !levels.has(e.requires_level)) return `国家等级「${data.country_levels.find((l) => l.id === e.requires_level)?.name}」无法达到`;
    const done = data.technologies.filter((t) => t.era === prev?.id && techs.has(t.id)).length;
    if (done < e.techs_required) return `只有 ${done} 项「${prev?.name}」科技可以研究，需要 ${e.techs_required} 项`;
    const p = produced();
    const lack = Object.keys(e.advance_cost).filter((r) => !p.has(r));
    if (lack.length) return `缺少资源「${lack.map(resName).join('、')}」的产出`;
    return null;
  };
  for (let changed = true; changed; ) {
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
        changed = true;
      }
  }
  const push = (kind: string, fieldPath: FieldPath, what: string, reason: string) =>
    add(kind, fieldPath, `阵营「${fname}」从开局出发无法获得${what}：${reason}——请检查费用、前置条件，或为缺少的资源提供更早的产出`);
  data.eras.forEach((e, i) => {
    if (!eras.has(e.id)) push('eras', ['eras', i], `时代「${e.name}」`, eraWhy(e) ?? '');
  });
  data.technologies.forEach((t, i) => {
    if (!techs.has(t.id)) push('technologies', ['technologies', i, 'cost'], `科技「${t.name}」`, why(t.era, null, t.cost, t.prerequisites) ?? '');
  });
  data.buildings.forEach((b, i) => {
    if (own(b.faction) && !builds.has(b.id)) push('buildings', ['buildings', i, 'cost'], `建筑「${b.name}」`, why(b.era, b.requires_tech, b.cost) ?? '');
  });
  data.units.forEach((u, i) => {
    if (!own(u.faction)) return;
    const reason = why(u.era, u.requires_tech, u.cost) ?? (builds.has(u.requires_building) ? null : `训练它的建筑「${data.buildings.find((b) => b.id === u.requires_building)?.name}」无法建造`);
    if (reason) push('units', ['units', i, 'cost'], `单位「${u.name}」`, reason);
  });
  data.policies.forEach((p, i) => {
    if (!levels.has(p.requires_level)) push('policies', ['policies', i, 'requires_level'], `政策「${p.name}」`, '所需国家等级无法达到');
  });
}
