import type {RuleContext} from './context';

export function checkCultureTraits({data, r, ref, unique, resourceKeys}: RuleContext): void {
  unique('culture_traits', ['culture_traits'], data.culture_traits);
  data.culture_traits.forEach((trait, i) => {
    ref('culture_traits', ['culture_traits', i, 'faction'], trait.faction, 'faction', true);
    resourceKeys('culture_traits', ['culture_traits', i, 'modifiers'], trait.modifiers);
  });
  // Every faction must have at least `picks` traits to choose from (the common ones and its own).
  for (const faction of data.factions) {
    const choices = data.culture_traits.filter((t) => t.faction === 'all' || t.faction === faction.id).length;
    if (choices < data.culture_trait_picks) {
      r.add(
        'culture_traits',
        ['picks'],
        `每个阵营开局要选 ${data.culture_trait_picks} 项特质，${faction.name}却只有 ${choices} 项可选（通用特质加本阵营特质）：减少 picks，或者增加特质`,
      );
    }
  }
}
