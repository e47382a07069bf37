// Facts about the site that more than one piece of the config needs. Change them here only.
export const site = {
  title: '千川纪',
  tagline: '大退潮三百年后，新土从河泥里升起。四方势力，谁来开垦、治理、守住它？',
  url: 'https://qianchuan-game.github.io',
  baseUrl: '/',
  organizationName: 'qianchuan-game',
  projectName: 'qianchuan-site',
  repoUrl: 'https://github.com/qianchuan-game/qianchuan-site',
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
  copyrightHolder: '千川纪制作组',
  firstYear: 2025,
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
