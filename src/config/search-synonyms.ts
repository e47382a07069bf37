/**
 * Everyday words players type for things our text names otherwise, and the term to search for
 * instead. Retired names live in data/glossary.yaml (`retired`) and are searched the same way;
 * every target here must be a game name or a glossary term (checked at build by
 * src/config/search.ts, and by the unit test of src/plugins/search-aliases).
 */
export const EVERYDAY_SYNONYMS: Readonly<Record<string, string>> = {
  投石车: '配重投石机',
  攻城锤: '冲车',
  撞车: '冲车',
  大炮: '臼炮',
  火炮: '臼炮',
  枪兵: '长枪兵',
  弓兵: '弓手',
  弓箭手: '弓手',
  弩兵: '弩手',
  火枪兵: '火枪手',
  骑射手: '马弓手',
  侦察兵: '斥候骑',
  工兵: '掘道工兵',
  秘籍: '控制台',
  作弊码: '控制台',
  指令: '控制台',
  金钱: '铜钱',
  金币: '铜钱',
  钱: '铜钱',
  粮草: '粮食',
  食物: '粮食',
  木头: '木材',
  石头: '石料',
  铁矿石: '铁矿',
  盐巴: '海盐',
  布匹: '布帛',
  研究点: '学识',
  科研: '科技',
  劳动力: '劳力',
  工人: '劳力',
  城池: '城邑',
  国力: '国家等级',
  好感值: '态度',
  仓库上限: '储量上限',
  时间单位: '旬',
};

/**
 * How players phrase a question, as a regular expression (flag u), and the words our text answers
 * it with. A match makes the query a question. Every word of a target must be made of the search
 * index's words (checked at build by src/config/search.ts).
 */
export const QUESTION_SENSES: Readonly<Record<string, string>> = {
  // 「长枪兵打得过骑兵吗」「骑兵怕什么」: who beats whom.
  '打得过|打不过|打得赢|打不赢|怎么对付|怎样对付|对付|怕什么|克什么': '克制',
  // 「怎么打有城墙的城」「打不下城」: a siege.
  '打不下城|(?:打|攻打|攻下|拿下)[^，。？?\\s]{0,6}?城(?![墙邑池门])': '攻城',
  // 「游戏太卡了」「掉帧」: the FAQ's 画面卡顿.
  '太卡|好卡|很卡|卡死|掉帧': '卡顿',
  // 「跟朋友一起玩」: playing together.
  '一起玩|一块玩|开黑': '联机',
  // 「怎么升到下个时代」「升时代」: advancing an era.
  '升到下个时代|升到下一个时代|升下个时代|下个时代|下一个时代|升时代|升级时代|换时代': '进入新时代',
  // 「开局先造啥」: the build order.
  '先造|先建|先盖|先修': '建造顺序',
};
