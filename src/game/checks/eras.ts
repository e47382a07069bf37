import type {RuleContext} from './context';

/** Orders run 1..n; entering any era after the first needs a country level. */
export function checkEras({data, r, ref, unique, resourceKeys}: RuleContext): void {
  unique('eras', ['eras'], data.eras, ['id', 'name', 'order']);
  const orders = data.eras.map((era) => era.order).sort((a, b) => a - b);
  orders.forEach((order, i) => {
    if (order !== i + 1) {
      const index = data.eras.findIndex((era) => era.order === order);
      r.add('eras', ['eras', index, 'order'], `order ${order} 打断了顺序，应从 1 起连续编号：1、2、3……`);
    }
  });
  data.eras.forEach((era, i) => {
    resourceKeys('eras', ['eras', i, 'advance_cost'], era.advance_cost);
    if (era.requires_level !== null) ref('eras', ['eras', i, 'requires_level'], era.requires_level, 'country_level');
    else if (era.order !== 1)
      r.add('eras', ['eras', i, 'requires_level'], '是 null，第一个时代之后的每个时代都应填一个国家等级 id');
  });
}
