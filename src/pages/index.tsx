import React from 'react';
import Link from '@docusaurus/Link';
import {docInFolder, docPath} from '@site/src/config/docs';
import {usePluginData} from '@docusaurus/useGlobalData';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ReleasesGlobalData} from '@site/src/plugins/releases';
import type {FactionSummary, GameDataGlobalData} from '@site/src/plugins/game-data/globalData';
import rules from '@generated/game-data/default/match.json';
import {game} from '@site/src/config/site';
import {countWord} from '@site/src/game/numerals';
import Section from '@site/src/components/Section';
import styles from './index.module.css';

const PLATFORM_NAMES: Record<string, string> = {windows: 'Windows', macos: 'macOS', linux: 'Linux'};

/** What the game is, at a glance: genre, platforms (from the release manifest), modes, price. */
function AtAGlance({latest}: {latest: ReleasesGlobalData['latest']}) {
  const platforms = [...new Set(latest.files.map((file) => file.platform))].map((p) => PLATFORM_NAMES[p] ?? p);
  return (
    <Section id="at-a-glance" title="游戏速览" className={styles.section} container>
      <dl className={styles.facts}>
        <div>
          <dt>类型</dt>
          <dd>{game.genre}</dd>
        </div>
        <div>
          <dt>平台</dt>
          <dd>
            {platforms.join('、')}（<Link to="/download#requirements">系统需求</Link>）
          </dd>
        </div>
        <div>
          <dt>模式与时长</dt>
          <dd>
            {rules.modes.map((mode) => mode.name).join('、')}，一局约 {rules.match_minutes.short}–
            {rules.match_minutes.long} 分钟（<Link to={docPath('victory')}>胜利与模式</Link>）
          </dd>
        </div>
        <div>
          <dt>价格</dt>
          <dd>{game.price}</dd>
        </div>
      </dl>
    </Section>
  );
}

/** Where players talk to each other and to us; one entry each in src/config/site.ts. */
function Community() {
  return (
    <Section id="community" title="社区与支持" className={styles.section} container>
      <ul className={styles.contacts}>
        <li>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- community and mail addresses from the site config */}
          <a href={game.community.url}>{game.community.label}</a>，玩家 QQ 群 {game.community.qqGroup}
        </li>
        <li>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- community and mail addresses from the site config */}
          {game.support.label}：<a href={`mailto:${game.support.email}`}>{game.support.email}</a>
        </li>
      </ul>
    </Section>
  );
}

function Hero({latest, factionCount}: {latest: ReleasesGlobalData['latest']; factionCount: number}) {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          千川纪
        </Heading>
        <p className={styles.tagline}>
          大退潮三百年后，内海化作千条河川，新土每年从河泥里升起。开垦它、治理它、守住它——
          {countWord(factionCount, '方')}方阵营，谁能把一座城邑经营成一个国度？
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs">
            开始阅读文档
          </Link>
          <Link className="button button--secondary button--lg" to="/download">
            下载游戏
          </Link>
        </div>
        <p className={styles.release}>
          最新版本 <strong>{latest.version}</strong>（{latest.date}）：{latest.summary}{' '}
          <Link to={latest.notesPermalink}>查看更新内容</Link>
        </p>
      </div>
    </header>
  );
}

function FactionCard({faction}: {faction: FactionSummary}) {
  return (
    <Link
      to={docInFolder('factions', faction.name)}
      className={styles.faction}
      style={{borderTopColor: faction.colour}}
    >
      <Heading as="h3" className={styles.factionName}>
        {faction.name}
      </Heading>
      <p className={styles.motto}>「{faction.motto}」</p>
      <p>{faction.summary}</p>
    </Link>
  );
}

export default function Home(): JSX.Element {
  const {latest, recentPosts} = usePluginData('releases') as ReleasesGlobalData;
  const {factions} = usePluginData('game-data') as GameDataGlobalData;
  // Counts come from the data, like every count in the docs (四方阵营, 其中两家).
  const factionsTitle = `${countWord(factions.length, '方')}方阵营`;
  const withSystem = factions.filter((f) => f.hasSpecialSystem).length;
  return (
    <Layout description="《千川纪》官方网站：阵营、单位、科技与数据的中文参考资料，版本说明与游戏下载。">
      <Hero latest={latest} factionCount={factions.length} />
      <main>
        <AtAGlance latest={latest} />
        <Section id="factions" title={factionsTitle} className={styles.section} container>
          <p>每个阵营都有自己的兵种、建筑和打法，其中{countWord(withSystem, '家')}家还有独门的特殊系统。</p>
          <div className={styles.factions}>
            {factions.map((faction) => (
              <FactionCard key={faction.id} faction={faction} />
            ))}
          </div>
        </Section>
        <Section id="news" title="最新动态" className={styles.section} container>
          <ul className={styles.posts}>
            {recentPosts.map((post) => (
              <li key={post.permalink}>
                <time dateTime={post.date}>{post.date}</time>
                <Link to={post.permalink}>{post.title}</Link>
                {post.description && <p>{post.description}</p>}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/blog">全部文章</Link> · <Link to="/blog/index">历代版本索引</Link>
          </p>
        </Section>
        <Community />
      </main>
    </Layout>
  );
}
