/**
 * The relevance suite's queries (tests/e2e/search-relevance.spec.ts runs them in the browser,
 * tests/e2e/search-questions.spec.ts in Node on the built index).
 */
import {doc, docInFolder, entity} from './routes';

/**
 * What players type, what kind of query it is, and the page they need. `expected` is one page, or
 * the pages that answer it, the best first: hit@1 counts only the first listed, hit@3 any of them
 * among the first three. Each query's results are read from the full results page (/search),
 * which runs the same index and ranking as the navbar box.
 *
 * - name: a game name or page title (a name finds its own page first);
 * - pinyin: full pinyin (with or without spaces or apostrophes) or initials, as typed without an
 *   input method;
 * - synonym: a retired name (data/glossary.yaml) or an everyday word (src/config/search-synonyms.ts),
 *   never a keyword or the title of the page it must find (checked below);
 * - question: asked as players ask, in their words, not an FAQ heading (checked below);
 * - term, phrase, command: words of our rules, phrases, English console commands.
 */
export type Kind = 'name' | 'pinyin' | 'synonym' | 'question' | 'term' | 'phrase' | 'command';
export const queries: [query: string, expected: string | string[], kind: Kind][] = [
  // names from the game data: each finds its own page first
  ['长枪兵', entity('unit', 'spearman'), 'name'],
  ['民兵', entity('unit', 'militia'), 'name'],
  ['兵营', entity('building', 'barracks'), 'name'],
  ['书斋', entity('building', 'study_hall'), 'name'],
  ['城墙', entity('building', 'city_wall'), 'name'],
  ['凿石术', entity('technology', 'stonecutting'), 'name'],
  ['马镫', entity('technology', 'stirrup'), 'name'],
  ['均田令', entity('policy', 'equal_fields'), 'name'],
  ['科举', entity('policy', 'examinations'), 'name'],
  ['帝系传承', doc('dynasty'), 'name'],
  ['继承法', doc('dynasty'), 'name'],
  ['君主', doc('dynasty'), 'name'],
  ['商会契约', doc('guilds'), 'name'],
  ['青林部族', docInFolder('factions', '青林部族'), 'name'],
  ['赤岚王朝', docInFolder('factions', '赤岚王朝'), 'name'],
  ['澄湖平原', docInFolder('maps', '澄湖平原'), 'name'],
  ['断脊群山', docInFolder('maps', '断脊群山'), 'name'],
  ['国家等级', doc('countryLevels'), 'name'],
  ['文明特质', doc('cultures'), 'name'],
  ['科技树', [doc('techTree'), doc('technologiesData')], 'name'],
  ['阵营对照', doc('techTree'), 'name'],
  ['版本对比', doc('patchComparison'), 'name'],
  ['前置科技', doc('technologiesData'), 'name'],
  ['开局推演', doc('openingPlanner'), 'name'],
  // names without a page of their own: their table or definition (issue 30), and a name with a stat word
  ['聚落', doc('countryLevels'), 'name'],
  ['拓荒时代', doc('technology'), 'name'],
  ['民怨', doc('productivity'), 'name'],
  ['天下归心', doc('victory'), 'name'],
  ['长枪兵攻击力', entity('unit', 'spearman'), 'name'],
  ['帆船研究时间', entity('technology', 'sailing'), 'name'],
  // short and partial names: a faction's short name is the faction, not 赤岚战车
  ['赤岚', docInFolder('factions', '赤岚王朝'), 'name'],
  ['玄岩', docInFolder('factions', '玄岩山国'), 'name'],
  ['白港', docInFolder('factions', '白港商盟'), 'name'],
  ['澄湖', docInFolder('maps', '澄湖平原'), 'name'],
  ['断脊', docInFolder('maps', '断脊群山'), 'name'],
  // rules and terms
  ['行政点', doc('admin'), 'term'],
  ['行政点上限', doc('admin'), 'term'],
  ['政策', doc('policies'), 'term'],
  ['村庄', doc('villages'), 'term'],
  ['兼并', doc('villages'), 'term'],
  ['生产力', doc('productivity'), 'term'],
  ['肥力', doc('glossary'), 'term'],
  ['新生地块', doc('glossary'), 'term'],
  ['资源', doc('resources'), 'term'],
  ['铜钱', doc('resources'), 'term'],
  ['克制', [doc('glossary'), doc('soldiers')], 'term'], // 基础名词 defines the word (issue 30: a term's definition first); 士兵 has 克制关系
  ['攻城', [doc('soldiers'), entity('technology', 'siegecraft')], 'term'], // its 攻城 section; 攻城术 is typed the same way
  ['山口', [doc('maps'), docInFolder('maps', '断脊群山')], 'term'], // a terrain: 地块与地形 defines it; 断脊群山 has the pass
  ['科技路线', [doc('technology'), doc('techTree')], 'term'], // 科技「主要科技路线」 lays the routes out; the tree plans one
  // phrases
  ['怎么下载', '/download', 'phrase'],
  ['系统需求', '/download', 'phrase'],
  ['控制台', doc('console'), 'phrase'],
  ['作弊', doc('console'), 'phrase'],
  // English console commands
  ['give', doc('console'), 'command'],
  ['spawn', doc('console'), 'command'],
  ['research', doc('console'), 'command'],
  ['reveal', doc('console'), 'command'],
  // pinyin and initials, as typed on a keyboard without an input method
  ['changqiangbing', entity('unit', 'spearman'), 'pinyin'],
  ['cqb', entity('unit', 'spearman'), 'pinyin'],
  ['qiangqibing', entity('unit', 'lancer'), 'pinyin'],
  ['qiang qi bing', entity('unit', 'lancer'), 'pinyin'],
  ["qiang'qi'bing", entity('unit', 'lancer'), 'pinyin'],
  ['qqb', entity('unit', 'lancer'), 'pinyin'],
  ['dixichuancheng', doc('dynasty'), 'pinyin'],
  ['dxcc', doc('dynasty'), 'pinyin'],
  ['di zhang ji cheng', doc('dynasty'), 'pinyin'], // 嫡长继承: zhǎng, not cháng
  ['yanyuhang', entity('contract', 'salted_fish'), 'pinyin'], // 腌鱼行 (háng): the contract's own page
  ['chenghupingyuan', docInFolder('maps', '澄湖平原'), 'pinyin'],
  ['chpy', docInFolder('maps', '澄湖平原'), 'pinyin'],
  ['duanjiqunshan', docInFolder('maps', '断脊群山'), 'pinyin'],
  ['qinglinbuzu', docInFolder('factions', '青林部族'), 'pinyin'],
  ['qlbz', docInFolder('factions', '青林部族'), 'pinyin'],
  ['chilan', docInFolder('factions', '赤岚王朝'), 'pinyin'],
  ['xingzhengdian', doc('admin'), 'pinyin'],
  ['kongzhitai', doc('console'), 'pinyin'],
  ['kzt', doc('console'), 'pinyin'],
  ['shanghuiqiyue', doc('guilds'), 'pinyin'],
  ['guojiadengji', doc('countryLevels'), 'pinyin'],
  ['zaoshishu', entity('technology', 'stonecutting'), 'pinyin'],
  ['shu zhai', entity('building', 'study_hall'), 'pinyin'],
  ['jtl', entity('policy', 'equal_fields'), 'pinyin'],
  ['lue xi qi', entity('unit', 'raider'), 'pinyin'],
  // retired names (data/glossary.yaml) and everyday words: none is a keyword of its page
  ['投石车', entity('unit', 'trebuchet'), 'synonym'],
  ['投石机', entity('unit', 'trebuchet'), 'synonym'],
  ['攻城锤', entity('unit', 'battering_ram'), 'synonym'],
  ['侦察兵', entity('unit', 'scout_rider'), 'synonym'],
  ['弓箭手', entity('unit', 'archer'), 'synonym'],
  ['石墙', entity('building', 'city_wall'), 'synonym'],
  ['金币', doc('resources'), 'synonym'],
  ['木头', doc('resources'), 'synonym'],
  ['盐巴', doc('resources'), 'synonym'],
  ['好感度', [doc('glossary'), doc('villages')], 'synonym'], // 态度, a glossary term: its definition first; 村庄 says how it changes
  ['势力', doc('factions'), 'synonym'],
  ['价值比', [doc('glossary'), doc('guilds')], 'synonym'], // 收益比, a glossary term: its definition first
  ['政务建筑', [doc('glossary'), doc('buildings'), doc('admin')], 'synonym'], // 行政建筑, a glossary term: its definition first; both others have a 行政建筑 section
  ['劳动力', doc('population'), 'synonym'],
  // questions, as players ask them
  ['粮食不够怎么办', [doc('population'), doc('resources')], 'question'], // 人口「粮食」: running short, famine and its usual cause; 资源: where grain comes from
  ['怎么打有城墙的城', [doc('soldiers'), doc('combat')], 'question'], // 士兵「攻城」: siege engines take walled towns; 战斗: what walls do
  ['学识从哪里来', [doc('technology'), doc('resources')], 'question'], // 科技 has the section 「学识从哪里来」
  ['前期铜钱总是不够用咋办', doc('resources'), 'question'], // 铜钱 from 草市 in 拓荒时代, then 市集 …
  ['长枪兵打得过骑兵吗', [entity('unit', 'spearman'), doc('soldiers')], 'question'], // its 「打得过」 list names the cavalry it beats
  ['骑兵怕什么兵', [doc('soldiers'), doc('combat')], 'question'], // 克制关系; 战斗: the multipliers
  ['存档放在哪', doc('faq'), 'question'],
  ['人口咋不涨了', [doc('faq'), doc('population')], 'question'], // the FAQ answers it in a line and links 人口
  ['游戏太卡了怎么办', doc('faq'), 'question'],
  ['伤害是怎么算的', doc('combat'), 'question'],
  ['怎么升到下个时代', doc('technology'), 'question'], // 进入新时代的条件
  ['村庄要怎么吞并', doc('villages'), 'question'],
  ['控制台咋打开', doc('console'), 'question'],
  ['咋跟朋友联机', [doc('faq'), doc('victory')], 'question'],
  ['行政点老是不够用怎么办', doc('admin'), 'question'],
  ['开局先造啥', doc('openings'), 'question'],
  ['一局要打多久', [doc('victory'), doc('faq')], 'question'], // 对局时长; the FAQ points there
  // The rules pages' subjects, asked without the pages' own words (issue 30): each page first.
  ['刚开始该干嘛', doc('openings'), 'question'],
  ['怎么起步比较快', doc('openings'), 'question'],
  ['新手按啥顺序造东西', doc('openings'), 'question'],
  ['一开始手里有多少家底', doc('openings'), 'question'],
  ['海盐有啥用', doc('resources'), 'question'],
  ['打人掉多少血', doc('combat'), 'question'],
  ['站高处打人有加成吗', doc('combat'), 'question'],
  ['高处打低处有啥好处', doc('combat'), 'question'],
  ['攻击和防御咋算伤害', doc('combat'), 'question'],
  ['地形影响打仗吗', doc('combat'), 'question'],
  ['克制倍率是多少', doc('combat'), 'question'],
  ['人丁怎么才能变多', doc('population'), 'question'],
  ['人丁到顶了怎么办', doc('population'), 'question'],
  ['没饭吃会饿死人吗', doc('population'), 'question'],
  ['干活的人不够咋办', doc('population'), 'question'],
  ['招兵会占人丁吗', doc('population'), 'question'],
  ['怎么才算赢', doc('victory'), 'question'],
  ['电脑难度有几档', doc('victory'), 'question'],
  ['能单机打电脑吗', doc('victory'), 'question'],
  ['有没有战争迷雾', doc('victory'), 'question'],
  ['有哪些玩法模式', doc('victory'), 'question'],
  ['一共有几张地图', doc('maps'), 'question'],
  ['出生点选哪个好', doc('maps'), 'question'],
  ['新地块是怎么冒出来的', [doc('maps'), doc('glossary')], 'question'],
  ['选哪张图好', doc('maps'), 'question'],
  ['钱从哪里赚', doc('resources'), 'question'],
  ['仓库满了咋办', doc('resources'), 'question'],
  ['粮食多了能换成钱吗', doc('resources'), 'question'],
  ['一共有几样物资', doc('resources'), 'question'],
  ['前几分钟干啥', doc('openings'), 'question'],
  ['中立村子有啥用', doc('villages'), 'question'],
  ['怎么让村子喜欢我', doc('villages'), 'question'],
  ['能抢村子吗', doc('villages'), 'question'],
  ['跟村子做买卖', doc('villages'), 'question'],
  ['保护村子有啥好处', doc('villages'), 'question'],
  ['电脑带得动吗', doc('faq'), 'question'],
  ['能改快捷键吗', doc('faq'), 'question'],
  ['游戏闪退了', doc('faq'), 'question'],
  ['能装mod吗', doc('faq'), 'question'],
  ['有英文版吗', doc('faq'), 'question'],
  ['怎么看帧数', doc('faq'), 'question'],
  ['换电脑存档咋办', doc('faq'), 'question'],
  ['笔记本好烫', doc('faq'), 'question'],
  // More of the rules pages' subjects, each answer read in its section (issue 30, item 3).
  ['一开始有多少粮', doc('openings'), 'question'], // the table of each faction's starting stores
  ['伤害能打出小数吗', doc('combat'), 'question'], // 伤害公式: kept to one decimal
  ['粮食吃光了会怎样', doc('population'), 'question'], // 粮食: the population shrinks each tick
  ['粮仓能多养几个人', doc('population'), 'question'], // 上限: what each granary adds
  ['哪种地最肥', doc('maps'), 'question'], // 地形的肥力: the table by terrain
  ['种田选哪块地', doc('maps'), 'question'], // 地形的肥力: grain by terrain
  ['盐能卖钱吗', doc('resources'), 'question'], // 特产: its value, who buys it
  ['布帛干嘛用的', doc('resources'), 'question'], // 特产: sails, robes, trade; who needs it
  ['东西存不下了', doc('resources'), 'question'], // 储量上限
  ['地图上那些村子是干嘛的', doc('villages'), 'question'], // 村庄类型: what each is good for
  ['送礼给村子有用吗', doc('villages'), 'question'], // 态度怎样变化: 赠礼
  ['村子怎么变成自己的', doc('villages'), 'question'], // 吞并村庄
  ['打村子会怎样', doc('villages'), 'question'], // 劫掠: loot now, attitude falls
  ['高地防守有加成吗', doc('combat'), 'question'], // 城墙、地形与高低差: high ground helps the attacker
  ['一个城最多多少人', doc('population'), 'question'], // 上限: each town hall and granary
  ['占多少地盘算赢', doc('victory'), 'question'], // 疆域: the share of the map to hold
  ['能和队友一起赢吗', doc('victory'), 'question'], // 组队与投降: a team wins together
  ['自己排的开局顺序能算算多久进时代吗', [doc('openingPlanner'), doc('openings')], 'question'], // the planner plays it
];
