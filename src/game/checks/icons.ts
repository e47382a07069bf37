import {ICONS} from '../icons';
import type {RuleContext} from './context';

const WHERE = '在 src/game/icons.ts 的 ICONS';

/** Every unit type and era in data/ has an icon (building categories are typed, so they always do). */
export function checkIcons({data, r}: RuleContext): void {
  data.units.forEach((u, i) => {
    if (!Object.hasOwn(ICONS.unit, u.type))
      r.add('units', ['units', i, 'type'], `兵种「${u.type}」没有图标：${WHERE}.unit 里给它指定一个图标`);
  });
  data.eras.forEach((era, i) => {
    if (!Object.hasOwn(ICONS.technology, era.id))
      r.add('eras', ['eras', i, 'id'], `时代 ${era.id} 没有科技图标：${WHERE}.technology 里给它指定一个图标`);
  });
}
