import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The reading order a new player needs: what the game is and its words first, then who you
// play, what you build and where, how the country grows, and the raw numbers last.
const category = (label: string, dir: string, items: string[]) => ({
  type: 'category' as const,
  label,
  link: {type: 'doc' as const, id: `${dir}/index`},
  items: items.map((item) => `${dir}/${item}`),
});

const sidebars: SidebarsConfig = {
  documentSidebar: [
    '介绍',
    '基础名词',
    category('阵营', '阵营', ['赤岚王朝', '白港商盟', '青林部族', '玄岩山国']),
    category('单位', '单位', ['士兵', '建筑']),
    category('地图', '地图', ['澄湖平原', '断脊群山']),
    '资源',
    '生产力',
    '村庄',
    '开局',
    '人口',
    '战斗',
    '胜利与模式',
    '科技',
    category('行政点与政策', '行政点与政策', ['行政点', '政策']),
    '控制台',
    '常见问题',
    {
      type: 'category',
      label: '数据',
      link: {type: 'doc', id: '数据/总览'},
      items: [
        '数据/单位',
        '数据/对比',
        '数据/建筑',
        '数据/科技',
        '数据/国家等级',
        '数据/政策',
        '数据/文明',
        '数据/赤岚王朝特殊系统',
        '数据/白港商盟特殊系统',
      ],
    },
  ],
};

export default sidebars;
