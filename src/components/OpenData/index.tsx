import React from 'react';
import Link from '@docusaurus/Link';
import index from '@generated/open-data/default/index.json';
import Joined from '@site/src/components/Joined';
import {openData} from '@site/src/config/site';
import {ENTITY_KINDS} from '@site/src/game/labels';
import styles from './styles.module.css';
import TableHead from '@site/src/components/TableHead';

/** The entity kinds' files (units.yaml → 单位), as the registry names them. */
const ENTITY_FILES = Object.values(ENTITY_KINDS).map(({file, section}) => [file.replace(/\.yaml$/, ''), section]);

/** Each kind's file, as 数据总览 names it (the file names are data/'s). */
const KIND_NAMES: Record<string, string> = {
  factions: '阵营',
  eras: '时代',
  resources: '资源与行政点',
  ...Object.fromEntries(ENTITY_FILES),
  country_levels: '国家等级',
  culture_traits: '文明特质',
  console_commands: '控制台命令',
  maps: '地图',
  productivity: '生产力',
  dynasty: '帝系传承',
  rules: '对局规则',
  openings: '推荐开局',
};

// `pathname://`: these are files, not pages of the site, so the router must not handle them.
const file = (version: string, name: string) => `pathname://${index.base}/${version}/${name}`;

/** The open data files of every release the site holds, with the licence and the feed (数据总览). */
export default function OpenData(): JSX.Element {
  const latest = index.versions.find((v) => v.version === index.latest)!;
  return (
    <>
      <table className={styles.table}>
        <caption>游戏数据文件（{index.latest}）</caption>
        <TableHead cells={['内容', '数据', '格式说明']} />
        <tbody>
          {latest.kinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{KIND_NAMES[kind] ?? kind}</th>
              <td>
                <Link to={file('latest', `${kind}.json`)}>{kind}.json</Link>
              </td>
              <td>
                <Link to={file('latest', `${kind}.schema.json`)}>{kind}.schema.json</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        网址里的 <code>latest</code> 总是指向最新的稳定版；要固定在某个版本，把它换成版本号：
        <Joined
          items={index.versions}
          id={(v) => v.version}
          show={(v) => (
            <Link to={file(v.version, 'units.json')}>
              {v.version}（{v.date}）
            </Link>
          )}
        />
        。所有版本和文件的清单见 <Link to={`pathname://${index.base}/index.json`}>index.json</Link>；平衡改动可以用{' '}
        <Link to={`pathname://${index.feed}`}>Atom 订阅</Link>。
      </p>
      <p>
        这些数据以
        <Link to={openData.licence.url} rel="license">
          {openData.licence.name}
        </Link>
        发布：可以自由使用和转载，请注明出自《千川纪》官网。
      </p>
    </>
  );
}
