import type {Technology} from '../schema';
import type {RuleContext} from './context';

/** Lore cost; prerequisites exist, are not from a later era, and form no cycle. */
export function checkTechnologies(context: RuleContext): void {
  const {data, r, ref, unique, resourceKeys, techs, eraOrder, eraName} = context;
  unique('technologies', ['technologies'], data.technologies);
  data.technologies.forEach((tech, i) => {
    const at = ['technologies', i] as const;
    ref('technologies', [...at, 'era'], tech.era, 'era');
    resourceKeys('technologies', [...at, 'cost'], tech.cost);
    if (!((tech.cost.lore ?? 0) > 0))
      r.add('technologies', [...at, 'cost'], '没有学识，每项科技都应消耗学识（lore），例如 {lore: 150}');
    tech.prerequisites.forEach((pre, j) => {
      if (!ref('technologies', [...at, 'prerequisites', j], pre, 'technology')) return;
      const prerequisite = techs.get(pre)!;
      if (eraOrder(prerequisite.era) > eraOrder(tech.era)) {
        r.add(
          'technologies',
          [...at, 'prerequisites', j],
          `前置科技 "${pre}" 属于${eraName(prerequisite.era)}，晚于这项科技所在的${eraName(tech.era)}，应选同一时代或更早时代的科技`,
        );
      }
    });
    checkImproves(context, tech, i);
  });
  findCycles(data.technologies).forEach(({tech, cycle}) => {
    const i = data.technologies.findIndex((t) => t.id === tech);
    r.add(
      'technologies',
      ['technologies', i, 'prerequisites'],
      `前置科技形成了循环：${cycle.join(' → ')}（箭头读作「需要」），任何科技都不能直接或间接地需要它自己`,
    );
  });
}

/** Every distinct cycle in the prerequisite graph, reported at the technology that closes it. */
export function findCycles(
  technologies: readonly {id: string; prerequisites: readonly string[]}[],
): {tech: string; cycle: string[]}[] {
  const prerequisites = new Map(technologies.map((t) => [t.id, t.prerequisites] as const));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found = new Map<string, {tech: string; cycle: string[]}>();
  const visit = (id: string): void => {
    state.set(id, 'open');
    stack.push(id);
    for (const pre of prerequisites.get(id) ?? []) {
      if (!prerequisites.has(pre)) continue;
      if (state.get(pre) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(pre)), pre];
        const members = cycle.slice(0, -1);
        const start = members.indexOf([...members].sort()[0]);
        const key = [...members.slice(start), ...members.slice(0, start)].join('>');
        if (!found.has(key)) found.set(key, {tech: id, cycle});
      } else if (!state.has(pre)) {
        visit(pre);
      }
    }
    stack.pop();
    state.set(id, 'done');
  };
  for (const tech of technologies) if (!state.has(tech.id)) visit(tech.id);
  return [...found.values()];
}

/**
 * `improves` lists what the effect strengthens, for the technology tree page; the effect must name
 * each (a type by its word, a building by its name, every building by 「建筑」), so the two agree.
 */
function checkImproves({data, r, ref}: RuleContext, tech: Technology, i: number): void {
  const at = ['technologies', i, 'improves'] as const;
  tech.improves?.unit_types?.forEach((type, j) => {
    if (!tech.effect.includes(type))
      r.add(
        'technologies',
        [...at, 'unit_types', j],
        `效果里没有写到「${type}」：效果写了加强哪些单位，这里才列出它们`,
      );
  });
  checkWallBonus(tech, i, r);
  tech.improves?.buildings?.forEach((id, j) => {
    if (!ref('technologies', [...at, 'buildings', j], id, 'building', true)) return;
    const name = id === 'all' ? '建筑' : data.buildings.find((b) => b.id === id)!.name;
    if (!tech.effect.includes(name))
      r.add('technologies', [...at, 'buildings', j], `效果里没有写到「${name}」：效果写了加强哪些建筑，这里才列出它们`);
  });
}

/** A typed wall bonus the effect states in words: 「攻城单位对城墙的伤害提高 15%」. */
function checkWallBonus(tech: Technology, i: number, r: RuleContext['r']): void {
  const bonus = tech.wall_damage_bonus;
  const at = ['technologies', i, 'wall_damage_bonus'] as const;
  const said = /对城墙的伤害提高 (\d+(?:\.\d+)?)%/.exec(tech.effect);
  if (!bonus) {
    if (said)
      r.add(
        'technologies',
        ['technologies', i, 'effect'],
        `效果写了「${said[0]}」，但没有 wall_damage_bonus：加上它，战斗模型才会计入`,
      );
    return;
  }
  const percent = Math.round(bonus.share * 1000) / 10;
  if (!said || Number(said[1]) !== percent)
    r.add(
      'technologies',
      [...at, 'share'],
      `是 ${bonus.share}，效果里应写「对城墙的伤害提高 ${percent}%」，两处要一致`,
    );
  bonus.unit_types.forEach((type, j) => {
    if (!tech.effect.includes(type))
      r.add(
        'technologies',
        [...at, 'unit_types', j],
        `效果里没有写到「${type}」：效果写了加强哪些兵种，这里才列出它们`,
      );
  });
}
