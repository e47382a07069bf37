import type {RuleContext} from './context';

/** Factions and their special systems (dynasty.yaml, guilds.yaml) point at each other. */
export function checkFactions({data, r, ref, unique, factions}: RuleContext): void {
  unique('factions', ['factions'], data.factions, ['id', 'name', 'short', 'colour']);
  const systems = [
    {kind: 'dynasty' as const, system: data.dynasty.system},
    {kind: 'guilds' as const, system: data.guilds.system},
  ];
  data.factions.forEach((faction, i) => {
    if (faction.special_system === null) return;
    if (!ref('factions', ['factions', i, 'special_system'], faction.special_system, 'special_system')) return;
    const owner = systems.find((s) => s.system.id === faction.special_system)?.system.faction;
    if (owner !== faction.id) {
      r.add(
        'factions',
        ['factions', i, 'special_system'],
        `特殊系统 "${faction.special_system}" 属于阵营 "${owner}"，应选 faction 为 "${faction.id}" 的系统`,
      );
    }
  });
  for (const {kind, system} of systems) {
    if (!ref(kind, ['system', 'faction'], system.faction, 'faction')) continue;
    if (factions.get(system.faction)?.special_system !== system.id) {
      r.add(
        kind,
        ['system', 'faction'],
        `阵营 "${system.faction}" 的 special_system 不是 "${system.id}"，应在 data/factions.yaml 中为这个阵营写上 special_system: ${system.id}`,
      );
    }
  }
}
