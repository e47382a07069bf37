import {ABILITY_WORDS, fieldValue, type AbilityOwner} from '../abilityWords';
import type {Kind} from '../schema';
import type {RuleContext} from './context';

const FILES: Record<AbilityOwner, {kind: Kind; list: 'units' | 'buildings'}> = {
  unit: {kind: 'units', list: 'units'},
  building: {kind: 'buildings', list: 'buildings'},
};

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'object' && Object.keys(value).length === 0);

/**
 * A description and the fields behind it say the same abilities (abilityWords.ts): named in the
 * words but without its field, the model would not apply it; a field the words do not name, a
 * player reading the description would not know it.
 */
export function checkDescriptions({data, r, resources, refs, resourceKeys}: RuleContext): void {
  data.units.forEach((u, i) => {
    if (u.perks?.slowed_in) refs('units', ['units', i, 'perks', 'slowed_in'], u.perks.slowed_in, 'terrain');
    resourceKeys('units', ['units', i, 'perks', 'port_output'], u.perks?.port_output);
  });
  for (const owner of ['unit', 'building'] as const) {
    const {kind, list} = FILES[owner];
    const words = ABILITY_WORDS.filter((w) => w.owner === owner);
    data[list].forEach((row, i) => {
      const at = [list, i] as const;
      for (const w of words) {
        const said = w.words.exec(row.description);
        const has = present(fieldValue(row, w.field));
        if (said && !has)
          r.add(
            kind,
            [...at, 'description'],
            `说明写了「${said[0]}」，但没有 ${w.field} 字段：加上它（data/README.md 说明它的写法），模型才会计入；不是这个意思就改写说明`,
          );
        else if (has && !said && w.named !== false)
          r.add(
            kind,
            [...at, ...w.field.split('.')],
            `说明里没有写到这项能力：在 description 里写明，例如「${w.say}」，或者删掉这个字段`,
          );
      }
      // Each resource a modifier names must be in the words too (「使本城邑的粮食产量提高 10%」).
      const modifiers = owner === 'building' ? (row as {bonus?: Record<string, number>}).bonus : undefined;
      for (const id of Object.keys(modifiers ?? {})) {
        const name = resources.get(id)?.name ?? id;
        if (!row.description.includes(name))
          r.add(kind, [...at, 'bonus', id], `说明里没有写到「${name}」：加成了哪种资源的产量，description 就要写出它`);
      }
    });
  }
}
