/**
 * Everyday words players type for things our text names otherwise, and the term to search for
 * instead. Retired names live in data/glossary.yaml (`retired`) and are searched the same way;
 * every target here must be a game name or a glossary term (checked at build by
 * src/plugins/search-aliases/index.ts, and by its unit test).
 */
export const EVERYDAY_SYNONYMS: Readonly<Record<string, string>> = {
  投石车: '配重投石机',
  秘籍: '控制台',
  作弊码: '控制台',
  指令: '控制台',
  金钱: '铜钱',
  金币: '铜钱',
  粮草: '粮食',
  食物: '粮食',
  木头: '木材',
  石头: '石料',
  铁矿石: '铁矿',
  盐巴: '海盐',
  布匹: '布帛',
  研究点: '学识',
  科研: '科技',
  弓箭手: '弓手',
  城池: '城邑',
  国力: '国家等级',
  好感值: '态度',
  时间单位: '旬',
};
