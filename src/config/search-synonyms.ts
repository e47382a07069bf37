/**
 * Everyday words players type for things our text names otherwise, and the term to search for
 * instead. Retired names live in data/glossary.yaml (`retired`) and are searched the same way;
 * every target here must be a game name or a glossary term (checked at build by
 * src/config/search.ts, and by the unit test of src/plugins/search-aliases).
 */
export const EVERYDAY_SYNONYMS: Readonly<Record<string, string>> = Object.fromEntries(
  // The term our text uses: the everyday words for it.
  Object.entries({
    配重投石机: '投石车',
    冲车: '攻城锤 撞车',
    臼炮: '大炮 火炮',
    长枪兵: '枪兵',
    弓手: '弓兵 弓箭手',
    弩手: '弩兵',
    火枪手: '火枪兵',
    马弓手: '骑射手',
    斥候骑: '侦察兵',
    掘道工兵: '工兵',
    控制台: '秘籍 作弊码 指令',
    铜钱: '金钱 金币 钱',
    粮食: '粮草 食物',
    木材: '木头',
    石料: '石头',
    铁矿: '铁矿石',
    海盐: '盐巴',
    布帛: '布匹',
    学识: '研究点',
    科技: '科研',
    劳力: '劳动力 工人',
    城邑: '城池',
    国家等级: '国力',
    态度: '好感值',
    储量上限: '仓库上限',
    旬: '时间单位',
    村庄: '村子 村落',
  }).flatMap(([term, words]) => words.split(' ').map((word) => [word, term])),
);

/**
 * How players phrase a question, as a regular expression (flag u), and the words our text answers
 * it with. A match makes the query a question. Every word of a target must be made of the search
 * index's words (checked at build by src/config/search.ts).
 */
export const QUESTION_SENSES: Readonly<Record<string, string>> = {
  // 「长枪兵打得过骑兵吗」: who beats whom.
  '打得过|打不过|打得赢|打不赢|怎么对付|怎样对付|对付': '克制',
  // 「骑兵怕什么兵」: what beats it, and what it beats (士兵「克制关系」 lists both).
  '怕什么兵?|克什么兵?|怕啥兵?|克啥兵?': '克制关系',
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
  // The rules pages' subjects, as players put them. 「刚开始该干嘛」: the opening.
  '刚开始|一开始|刚开局|一开局|一上来|新手|前几分钟|起步': '开局',
  // 「自己排的开局顺序能算算多久进时代吗」: the planner plays a build order of one's own.
  '自己(?:排|改|定|编)的?[^，。？?\\s]{0,3}?(?:顺序|开局)|(?:顺序|开局)[^，。？?\\s]{0,2}?自己(?:排|改|定|编)':
    '开局推演',
  '人丁|丁口': '人口',
  '到顶|封顶|涨不上去': '上限',
  '物资|家底': '资源',
  // 「打人掉多少血」: damage.
  '掉多少血|掉血|打多疼|多疼': '伤害',
  '站高处|站在高处|高处|低处|高地|居高临下': '高低差',
  '打仗|打架|交战|干架': '战斗',
  // 「没饭吃会饿死人吗」: grain and famine.
  '没饭吃|饿死|挨饿|断粮': '粮食',
  '干活的人|干活的': '劳力',
  '招兵|征兵|练兵': '役夫 士兵',
  // 「怎么才算赢」: the victory conditions.
  '才算赢|算赢|怎么赢|咋赢|赢的条件|获胜条件|通关': '胜利条件',
  // 「占多少地盘算赢」: territory.
  地盘: '疆域',
  // 「能和队友一起赢吗」: teams.
  队友: '组队',
  // 「一个城最多多少人」: the population cap.
  '最多多少人|能住多少人|能养多少人': '人口 上限',
  '单机|打电脑|人机': '遭遇战',
  '战争迷雾|迷雾|开视野': '视野 迷雾',
  玩法: '游戏模式',
  '哪张图|选图|几张图|几张地图': '地图',
  // 「一局要打多久」: how long a match lasts (not how long a unit or a building takes).
  '(?:一局|一盘|一把)[^，。？?\\s]{0,4}?(?:多久|多长时间)': '对局时长',
  // 「海盐有啥用」: what a thing is for.
  '有啥用|有什么用|有何用|干啥用|干什么用': '用途',
  '新地块|冒出来': '新生地块',
  // 「钱从哪里赚」: coin.
  '赚钱|挣钱|搞钱|钱从哪': '铜钱',
  '仓库满了|存不下|爆仓|仓库满': '储量上限',
  '互相换|换资源|兑换|换成钱|换成别的': '市集 交易',
  '几种资源|哪些资源': '资源一览',
  // Not 好感, 好感度 or 好感值: retired names of 态度 (data/glossary.yaml) and a synonym already.
  '喜欢我|搞好关系': '态度',
  '抢劫|掠夺|抢': '劫掠',
  '做买卖|做生意|买卖': '贸易',
  // The FAQ, as asked: 「电脑带得动吗」「能装mod吗」「游戏闪退了」.
  '带得动|带不动|跑得动|跑不动': '电脑配置',
  '改快捷键|改按键|改键位': '改键',
  '闪退|崩了|打不开': '崩溃',
  '[Mm][Oo][Dd]|插件': '模组',
  '英文版|英语|中文版|外语': '语言',
  '帧数|[Ff][Pp][Ss]': '帧率',
  '好烫|发烫|发热|太烫': '耗电',
};
