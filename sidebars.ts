import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {DATA_DOCS} from './src/config/docs';

// The reading order a new player needs: what the game is and its words first, then who you
// play, what you build and where, how the country grows, and the raw numbers last.
const category = (label: string, dir: string, items: string[]) => ({
  type: 'category' as const,
  label,
  link: {type: 'doc' as const, id: `${dir}/index`},
  items: items.map((item) => `${dir}/${item}`),
});

// A data table. The page of each of its rows (generated from data/ by src/plugins/entity-pages) is
// not listed under it, however many there are: a row's page shows this sidebar with its table as
// the current item (`pagesUnder`, read by the patch of @docusaurus/theme-common), so the sidebar
// and every docs page's copy of it stay the same size as the game grows (ARCHITECTURE.md). The
// table is 数据/<section> unless named (the guild contracts' is the 白港商盟 special-system page).
const entities = (section: string, table = `数据/${section}`, label = section) => ({
  type: 'doc' as const,
  id: table,
  label,
  customProps: {pagesUnder: `${DATA_DOCS}/${section}/`},
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
        entities('单位'),
        '数据/对比',
        '数据/开局推演',
        entities('建筑'),
        entities('科技'),
        '数据/科技树',
        '数据/版本对比',
        '数据/国家等级',
        entities('政策'),
        entities('村庄'),
        '数据/文明',
        '数据/赤岚王朝特殊系统',
        entities('商会契约', '数据/白港商盟特殊系统', '白港商盟特殊系统：商会契约'),
      ],
    },
  ],
};

export default sidebars;
