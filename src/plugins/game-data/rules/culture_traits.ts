import type {RuleContext} from './context';

export function checkCultureTraits({data, ref, unique, resourceKeys}: RuleContext): void {
  unique('culture_traits', ['culture_traits'], data.culture_traits);
  data.culture_traits.forEach((trait, i) => {
    ref('culture_traits', ['culture_traits', i, 'faction'], trait.faction, 'faction', true);
    resourceKeys('culture_traits', ['culture_traits', i, 'modifiers'], trait.modifiers);
  });
}
