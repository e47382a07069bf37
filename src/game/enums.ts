/**
 * The closed lists of values in data/, on their own so that components can import them without
 * pulling zod (12 KB gzipped) into the pages' JavaScript; schema.ts builds its enums from them.
 */
export const UNIT_TYPES = ['步兵', '骑兵', '远程', '攻城', '舰船', '辅助'] as const;
/** A technology's `improves.unit_types` may name melee units (range 1, not 辅助) instead of a type. */
export const MELEE = '近战';
export const POLICY_CATEGORIES = ['经济', '军事', '行政', '外交', '文化'] as const;
export const RESOURCE_CATEGORIES = ['基础', '矿产', '货币', '特产', '研究'] as const;
export const ARG_TYPES = [
  'integer',
  'number',
  'string',
  'boolean',
  'resource',
  'unit',
  'building',
  'technology',
  'policy',
  'faction',
  'era',
  'country_level',
  'village',
  'map',
  'player',
] as const;
export const ATTITUDE_EVENTS = ['trade', 'gift', 'protect', 'raid', 'border', 'neglect'] as const;
/** How the pages name each attitude event (villages.yaml `attitude.rules[].event`). */
export const ATTITUDE_EVENT_LABELS: Record<(typeof ATTITUDE_EVENTS)[number], string> = {
  trade: '贸易',
  gift: '赠礼',
  protect: '击退来犯者',
  raid: '劫掠',
  border: '领土相邻',
  neglect: '长期无往来',
};
