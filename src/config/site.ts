// Facts about the site that more than one piece of the config needs. Change them here only.

/**
 * The official domain, the one the ICP filing in the footer covers. The site is served at www (the
 * canonical URL, og:url and the sitemap name it), the downloads from two of its subdomains: the main
 * host and the mirror in mainland China. GitHub Pages only serves previews.
 */
const domain = 'qianchuan-game.cn';

export const site = {
  title: '千川纪',
  tagline: '大退潮三百年后，新土从河泥里升起。谁来开垦、治理、守住它？',
  domain,
  url: `https://www.${domain}`,
  /** Where data/releases.yaml's download addresses must point (the releases schema checks it). */
  downloadHosts: {primary: `https://download.${domain}`, mirror: `https://mirror.${domain}`},
  baseUrl: '/',
  organizationName: 'qianchuan-game',
  projectName: 'qianchuan-site',
  repoUrl: 'https://github.com/qianchuan-game/qianchuan-site',
} as const;

/**
 * Open data: each release's game data as JSON under `/<path>/` (src/plugins/open-data), the Atom
 * feed of balance changes beside it, and the licence the files are published under.
 */
export const openData = {
  path: 'data',
  feed: 'balance.atom',
  licence: {
    name: '知识共享署名 4.0 国际许可协议（CC BY 4.0）',
    url: 'https://creativecommons.org/licenses/by/4.0/deed.zh-hans',
  },
} as const;

/**
 * The public-security filing (公安备案) and copyright line, rendered together in the footer.
 * `code` is the record number; the lookup link is built from it so the two cannot disagree.
 */
export const legal = {
  filing: {
    region: '沪',
    code: '31010402009527',
  },
  /** The ICP filing (ICP 备案) of the site's operator, looked up at beian.miit.gov.cn. */
  icp: {
    number: '沪ICP备2025031847号-1',
    url: 'https://beian.miit.gov.cn/',
  },
  copyrightHolder: '上海川流互动网络科技有限公司',
  firstYear: 2025,
} as const;

export function icpText(): string {
  return legal.icp.number;
}

/**
 * What the home page tells a visitor at a glance, and where players find the community and
 * support. One entry each; the platforms come from the release manifest, not from here.
 */
export const game = {
  genre: '河川与新土之上的即时策略游戏：经营城邑、推行政策、结交村庄、与其他阵营争夺土地',
  price: '买断制，68 元，无内购',
  /** How a player buys and activates the game (常见问题 reads this, so the price is written once). */
  purchase: {
    store: {label: '千川纪官方商店', url: `https://store.${domain}/`},
    payment: '微信支付或支付宝',
    activations: 3,
  },
  community: {
    label: '玩家社区：千川纪论坛',
    url: `https://bbs.${domain}/`,
    qqGroup: '738209145',
  },
  support: {
    label: '客服与问题反馈',
    email: `support@${domain}`,
  },
} as const;

export function filingText(): string {
  return `${legal.filing.region}公网安备 ${legal.filing.code}号`;
}

export function filingUrl(): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${legal.filing.code}`;
}

export function copyrightText(year = new Date().getFullYear()): string {
  const years = year > legal.firstYear ? `${legal.firstYear}–${year}` : `${legal.firstYear}`;
  return `© ${years} ${legal.copyrightHolder}。保留所有权利。`;
}
