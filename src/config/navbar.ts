import type {Navbar} from '@docusaurus/theme-common';
import {site} from './site';

export const navbar: Navbar = {
  title: site.title,
  logo: {alt: '千川纪徽标', src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'documentSidebar', position: 'left', label: '文档'},
    {to: '/download', label: '下载', position: 'left'},
    {to: '/blog', label: '博客', position: 'left'},
    {type: 'search', position: 'right'},
  ],
};
