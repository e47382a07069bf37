/**
 * The interactive technology tree (/docs/数据/科技树): what each technology unlocks and strengthens,
 * faction by faction, the path to any technology, unit or building with its summed cost and
 * research time, and which units and buildings each faction has. Pure: the build writes the model
 * as a JSON module, the page's browser code runs `pathTo` on it.
 */
import {MELEE} from './enums';
import type {GameData, Unit} from './schema';

/** A unit or building as the tree shows it: `faction` is `all` for the ones every faction has. */
export interface TreeThing {
  kind: 'unit' | 'building';
  id: string;
  name: string;
  faction: string;
  era: string;
}

export interface TreeNode {
  id: string;
  name: string;
  era: string;
  cost: Record<string, number>;
  research_time: number;
  prerequisites: string[];
  effect: string;
  /** Units and buildings whose `requires_tech` is this technology. */
  unlocks: TreeThing[];
  /** Units and buildings its `improves` names, types and 「all」 spelled out. */
  improves: TreeThing[];
}

/** One row of the faction matrix: a unit type (or 建筑) in one era, and who has what there. */
export interface MatrixRow {
  group: string;
  era: string;
  /** What every faction has. */
  common: TreeThing[];
  /** Each faction's own, by faction id. */
  own: Record<string, TreeThing[]>;
}

export interface TechTreeModel {
  factions: {id: string; name: string; short: string}[];
  eras: {id: string; name: string}[];
  resources: {id: string; name: string}[];
  nodes: TreeNode[];
  /** Units and buildings, each with the technology it needs and, for a unit, the building that trains it. */
  things: (TreeThing & {requires_tech: string | null; requires_building?: string})[];
  matrix: MatrixRow[];
}

const thing = (kind: TreeThing['kind'], row: {id: string; name: string; faction: string; era: string}): TreeThing => ({
  kind,
  id: row.id,
  name: row.name,
  faction: row.faction,
  era: row.era,
});

const isMelee = (u: Unit) => u.range === 1 && u.type !== '辅助';

function improved(data: GameData, improves: GameData['technologies'][number]['improves']): TreeThing[] {
  const types = new Set<string>(improves?.unit_types ?? []);
  const units = data.units.filter((u) => types.has(u.type) || (types.has(MELEE) && isMelee(u)));
  const buildings = improves?.buildings ?? [];
  return [
    ...units.map((u) => thing('unit', u)),
    ...data.buildings
      .filter((b) => buildings.includes('all') || buildings.includes(b.id))
      .map((b) => thing('building', b)),
  ];
}

function matrix(data: GameData): MatrixRow[] {
  const groups: [string, TreeThing[]][] = [
    ...[...new Set(data.units.map((u) => u.type))].map(
      (type) => [type, data.units.filter((u) => u.type === type).map((u) => thing('unit', u))] as [string, TreeThing[]],
    ),
    ['建筑', data.buildings.map((b) => thing('building', b))],
  ];
  const rows: MatrixRow[] = [];
  for (const [group, things] of groups) {
    for (const era of data.eras) {
      const here = things.filter((t) => t.era === era.id);
      if (here.length === 0) continue;
      const own = Object.fromEntries(data.factions.map((f) => [f.id, here.filter((t) => t.faction === f.id)]));
      rows.push({group, era: era.id, common: here.filter((t) => t.faction === 'all'), own});
    }
  }
  return rows;
}

export function techTreePlan(data: GameData): TechTreeModel {
  const things = [
    ...data.units.map((u) => ({
      ...thing('unit', u),
      requires_tech: u.requires_tech,
      requires_building: u.requires_building,
    })),
    ...data.buildings.map((b) => ({...thing('building', b), requires_tech: b.requires_tech})),
  ];
  return {
    factions: data.factions.map(({id, name, short}) => ({id, name, short})),
    eras: data.eras.map(({id, name}) => ({id, name})),
    resources: data.resources.map(({id, name}) => ({id, name})),
    nodes: data.technologies.map((t) => ({
      id: t.id,
      name: t.name,
      era: t.era,
      cost: t.cost,
      research_time: t.research_time,
      prerequisites: t.prerequisites,
      effect: t.effect,
      unlocks: things
        .filter((x) => x.requires_tech === t.id)
        .map(({kind, id, name, faction, era}) => ({kind, id, name, faction, era})),
      improves: improved(data, t.improves),
    })),
    things,
    matrix: matrix(data),
  };
}

/** Whether a faction (or every faction, `all`) has a unit or building. */
export const hasThing = (faction: string, t: {faction: string}) =>
  faction === 'all' || t.faction === 'all' || t.faction === faction;

export interface TargetPath {
  /** What was chosen: a technology, unit or building. */
  target: {kind: 'technology' | TreeThing['kind']; id: string; name: string};
  /** Every technology it needs, itself included when it is one, prerequisites before what needs them. */
  techs: string[];
  /** Summed research cost by resource id, and research time in seconds, one after another. */
  cost: Record<string, number>;
  seconds: number;
  /** The building a unit is trained in, when the target is a unit. */
  building?: string;
}

/**
 * The technologies a target needs (a technology's prerequisites, a unit's technology and its
 * building's), in an order they can be researched in, with their summed cost and time.
 * Null for an unknown id, or a unit or building the faction does not have.
 */
export function pathTo(model: TechTreeModel, id: string, faction = 'all'): TargetPath | null {
  const nodes = new Map(model.nodes.map((n) => [n.id, n]));
  const node = nodes.get(id);
  const found = node ? undefined : model.things.find((t) => t.id === id);
  if (!node && (!found || !hasThing(faction, found))) return null;
  const roots: string[] = [];
  if (node) roots.push(node.id);
  if (found?.requires_tech) roots.push(found.requires_tech);
  const building = found?.requires_building ? model.things.find((t) => t.id === found.requires_building) : undefined;
  if (building?.requires_tech) roots.push(building.requires_tech);
  const techs: string[] = [];
  const visit = (techId: string) => {
    if (techs.includes(techId)) return;
    nodes.get(techId)?.prerequisites.forEach(visit);
    techs.push(techId);
  };
  roots.forEach(visit);
  const cost: Record<string, number> = {};
  let seconds = 0;
  for (const techId of techs) {
    const tech = nodes.get(techId)!;
    for (const [resource, amount] of Object.entries(tech.cost)) cost[resource] = (cost[resource] ?? 0) + amount;
    seconds += tech.research_time;
  }
  const target = node
    ? {kind: 'technology' as const, id: node.id, name: node.name}
    : {kind: found!.kind, id: found!.id, name: found!.name};
  return {target, techs, cost, seconds, ...(building ? {building: building.id} : {})};
}
