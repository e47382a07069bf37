import type {Footer} from '@docusaurus/theme-common';
import {docPath} from './docs';
import {copyrightText} from './site';

export const footer: Footer = {
  style: 'light',
  links: [
    {
      title: '文档',
      items: [
        {label: '介绍', to: docPath('intro')},
        {label: '阵营', to: docPath('factions')},
        {label: '数据总览', to: docPath('dataOverview')},
      ],
    },
    {
      title: '游戏',
      items: [
        {label: '下载', to: '/download'},
        {label: '版本索引', to: '/blog/index'},
        {label: '博客', to: '/blog'},
      ],
    },
    {
      title: '参与编写',
      items: [{label: '编写指南', to: '/markdown-page'}],
    },
  ],
  // The filing notice is rendered beside this line by src/theme/Footer/Copyright, from the same `legal` entry.
  copyright: copyrightText(),
};
