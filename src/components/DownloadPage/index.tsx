/* eslint-disable @docusaurus/no-html-links -- download links go to file hosts named in data/releases.yaml, not to pages */
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type {PublishedRelease} from '@site/src/plugins/releases';
import {PLATFORMS} from '@site/src/plugins/releases/platforms';
import type {Platform, Release, ReleaseFile} from '@site/src/plugins/releases/schema';
import {archName, detectHost, detectVisitor, hostName, platformName, type Host, type Visitor} from './detect';
import styles from './styles.module.css';
import Section from '@site/src/components/Section';
import TableHead from '@site/src/components/TableHead';

interface Props {
  /** From the releases plugin: data/releases.yaml, validated, newest first. */
  releases: PublishedRelease[];
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The build offered first to each system: the one that runs on most of its machines. */
const preferred: Record<Platform, (f: ReleaseFile) => boolean> = {
  windows: (f) => f.platform === 'windows' && f.arch === 'x64',
  macos: (f) => f.platform === 'macos',
  linux: (f) => f.platform === 'linux' && f.arch === 'x64',
};

/** The build for a recognised machine: Linux on ARM64 gets the arm64 build, not the x64 one. */
const fitting = (platform: Platform, arch: 'x64' | 'arm64') => (f: ReleaseFile) =>
  platform === 'linux' && arch === 'arm64' ? f.platform === 'linux' && f.arch === 'arm64' : preferred[platform](f);

function CopyButton({text}: {text: string}) {
  const [copied, setCopied] = useState(false);
  // Scripts load after the first frame: until the page hydrates, a click would do nothing, so the
  // button says it is not ready yet instead of swallowing the click.
  const isBrowser = useIsBrowser();
  return (
    <button
      type="button"
      disabled={!isBrowser}
      className={clsx('button button--sm button--secondary', styles.copy)}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? '已复制' : '复制'}
    </button>
  );
}

function FilesTable({release, highlight}: {release: Release; highlight?: ReleaseFile}) {
  // Manifest order always: moving the reader's row to the top once the system is known would shift
  // the table under their eyes. Every row has room for the badge; only the recommended one shows it.
  const files = release.files;
  return (
    <div className={styles.scroller}>
      <table className={styles.files}>
        <TableHead cells={['系统', '文件', '大小', 'SHA-256', '下载']} />
        <tbody>
          {files.map((file) => (
            <tr
              key={file.name}
              data-platform={file.platform}
              className={clsx(file === highlight && styles.recommended)}
            >
              <td>
                {platformName[file.platform]} · {archName[file.arch]}
                <span
                  className={clsx(styles.badge, file !== highlight && styles.badgeRoom)}
                  aria-hidden={file !== highlight}
                >
                  适合你的系统
                </span>
              </td>
              <td>
                <code>{file.name}</code>
              </td>
              <td className={styles.size}>{megabytes(file.size)}</td>
              <td>
                <code className={styles.sha}>{file.sha256}</code> {<CopyButton text={file.sha256} />}
              </td>
              <td className={styles.links}>
                <a href={file.urls.primary}>主站下载</a>
                <a href={file.urls.mirror}>国内镜像</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function verifyCommand(file: ReleaseFile): {language: string; command: string} {
  switch (file.platform) {
    case 'windows':
      return {language: 'powershell', command: `certutil -hashfile ${file.name} SHA256`};
    case 'macos':
      return {language: 'bash', command: `shasum -a 256 ${file.name}`};
    default:
      return {language: 'bash', command: `sha256sum ${file.name}`};
  }
}

/** The reader's choice of host, kept across visits; the detected one until they choose. */
const HOST_KEY = 'qianchuan:download-host';

function useHost(): [Host | undefined, (host: Host) => void] {
  const [host, setHost] = useState<Host | undefined>();
  useEffect(() => {
    const chosen = localStorage.getItem(HOST_KEY);
    setHost(
      chosen === 'primary' || chosen === 'mirror'
        ? chosen
        : detectHost(Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.languages),
    );
  }, []);
  const choose = (next: Host) => {
    localStorage.setItem(HOST_KEY, next);
    setHost(next);
  };
  return [host, choose];
}

const systemName = (p: Platform, arch: string) =>
  `${platformName[p]}${p === 'linux' && arch === 'arm64' ? ' ARM64' : ''}`;

/** The line naming the reader's system and, on a computer, the big button from the host that suits them. */
function Recommendation({
  visitor,
  recommended,
  desktops,
}: {
  visitor: Visitor | undefined;
  recommended: ReleaseFile | undefined;
  desktops: string[];
}) {
  const [host, chooseHost] = useHost();
  const other: Host = host === 'mirror' ? 'primary' : 'mirror';
  // The static page says which systems the game runs on; the browser then names the visitor's.
  // The line is there from the first paint, so the table below does not move and the detected
  // text is an update of it, not a new block that paints late.
  return (
    <div className={styles.recommendation}>
      <p className={styles.detected} role="status">
        {visitor === undefined
          ? `《千川纪》可在 ${desktops.join('、')} 电脑上运行，下面列出全部安装包。`
          : visitor.kind === 'desktop'
            ? `检测到你的系统是 ${systemName(visitor.platform, visitor.arch)}。`
            : visitor.kind === 'mobile'
              ? `你正在用 ${visitor.device} 访问。《千川纪》只能在电脑上运行（${desktops.join('、')}），手机和平板上无法安装。请在电脑上打开本页下载，下面列出全部安装包。`
              : '没能识别你的系统，请在下面的列表里选择安装包。'}
      </p>
      {recommended && host && (
        <>
          <a
            className={clsx('button button--primary button--lg', styles.big)}
            href={recommended.urls[host]}
            data-host={host}
          >
            下载 {systemName(recommended.platform, recommended.arch)} 版
            <span className={styles.size}>（{megabytes(recommended.size)}）</span>
          </a>
          <p className={styles.host}>
            {host === 'mirror' ? '从国内镜像下载，中国大陆更快。' : '从主站下载。'}
            <button type="button" className={styles.switch} onClick={() => chooseHost(other)}>
              改用{hostName[other]}
            </button>
          </p>
        </>
      )}
    </div>
  );
}

function InstallSteps() {
  return (
    <Section id="install" title="怎么下载和安装">
      <ol>
        <li>在「全部安装包」表格里找到你的系统，点「主站下载」；在中国大陆点「国内镜像」更快。</li>
        <li>
          下载完成后，按<a href="#verify">下一节</a>核对文件的 SHA-256 校验值。
        </li>
        <li>
          Windows：双击 <code>.exe</code> 安装包，按提示选择安装目录。macOS：打开 <code>.dmg</code>
          ，把《千川纪》拖进「应用程序」文件夹。Linux：用 <code>tar -xzf</code> 解压 <code>.tar.gz</code>
          ，运行解压目录里的 <code>qianchuan</code>。
        </li>
        <li>
          第一次进入游戏前，可以先读<Link to="/docs#第一局怎么开">第一局怎么开</Link>。
        </li>
      </ol>
    </Section>
  );
}

function VerifySection({files}: {files: ReleaseFile[]}) {
  return (
    <Section id="verify" title="校验下载的文件">
      <p>
        下载完成后，在文件所在的目录运行下面的命令，输出的校验值应与表中的 SHA-256
        完全一致；不一致说明文件已损坏或被篡改，请重新下载。
      </p>
      {files.map((file) => {
        const {language, command} = verifyCommand(file);
        return (
          <div key={file.name} className={styles.verify} data-platform={file.platform}>
            <Heading as="h3" id={`verify-${file.platform}`}>
              {platformName[file.platform]}
            </Heading>
            <CodeBlock language={language}>{command}</CodeBlock>
            <p>
              应输出：<code className={styles.sha}>{file.sha256}</code>
            </p>
          </div>
        );
      })}
    </Section>
  );
}

type Requirements = Release['requirements']['minimum'];
const requirementRows: [string, (m: Requirements) => string][] = [
  ['操作系统', (m) => m.os],
  ['处理器', (m) => m.cpu],
  ['内存', (m) => `${m.memory_gb} GB`],
  ['显卡', (m) => m.gpu],
  ['硬盘空间', (m) => `${m.disk_gb} GB`],
];

function RequirementsSection({requirements}: {requirements: Release['requirements']}) {
  return (
    <Section id="requirements" title="系统需求">
      <table className={styles.requirements}>
        <TableHead cells={['项目', '最低配置', '推荐配置']} />
        <tbody>
          {requirementRows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value(requirements.minimum)}</td>
              <td>{value(requirements.recommended)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function BetaSection({beta}: {beta: PublishedRelease}) {
  return (
    <Section id="beta" title={<>测试版 {beta.version}</>}>
      <p>
        发布于 <time dateTime={beta.date}>{beta.date}</time>。{beta.summary}
        测试版包含尚未定稿的内容，存档可能与稳定版不兼容，请先备份。 <Link to={beta.notesPermalink}>测试版说明</Link>
      </p>
      <FilesTable release={beta} />
    </Section>
  );
}

function HistorySection({older}: {older: PublishedRelease[]}) {
  return (
    <Section id="history" title="历史版本">
      <details className={styles.history}>
        <summary>展开 {older.length} 个历史版本</summary>
        {older.map((release) => (
          <div key={release.version}>
            <Heading as="h3" id={`v${release.version.replace(/\./g, '-')}`}>
              {release.version}（<time dateTime={release.date}>{release.date}</time>）
            </Heading>
            <p>
              {release.summary} <Link to={release.notesPermalink}>版本说明</Link>
            </p>
            <FilesTable release={release} />
          </div>
        ))}
      </details>
      <p>
        全部版本及其说明见<Link to="/blog/index">历代版本索引</Link>。
      </p>
    </Section>
  );
}

export default function DownloadPage({releases}: Props): JSX.Element {
  const stable = releases.filter((r) => r.channel === 'stable');
  const latest = stable[0]!;
  const beta = releases.find((r) => r.channel === 'beta' && r.date > latest.date);
  // Detection runs only in the browser; the static page lists every build in manifest order.
  const [visitor, setVisitor] = useState<Visitor | undefined>();
  useEffect(() => {
    setVisitor(detectVisitor(navigator.userAgent, navigator.maxTouchPoints));
  }, []);
  const recommended =
    visitor?.kind === 'desktop' ? latest.files.find(fitting(visitor.platform, visitor.arch)) : undefined;
  const verifyFiles = PLATFORMS.map((p) => latest.files.find(preferred[p])).filter((f): f is ReleaseFile => !!f);
  // The systems this release has builds for, in the schema's order, for the phone and tablet notice.
  const desktops = PLATFORMS.filter((p) => latest.files.some((f) => f.platform === p)).map((p) => platformName[p]);

  return (
    <Layout
      title="下载"
      description={`下载《千川纪》${latest.version}：Windows、macOS 与 Linux 安装包，附 SHA-256 校验值与系统需求。`}
    >
      <Head>
        {/* The search ranks keywords above body text; these are what players type when they look for this page. */}
        <meta
          name="keywords"
          content="下载,怎么下载,安装,怎么安装,安装包,国内镜像,系统需求,配置要求,校验值,SHA-256,Windows,macOS,Linux"
        />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">下载《千川纪》</Heading>
        <Section id="latest" title={<>最新稳定版 {latest.version}</>} className={styles.hero}>
          <p>
            发布于 <time dateTime={latest.date}>{latest.date}</time>。{latest.summary}{' '}
            <Link to={latest.notesPermalink}>阅读 {latest.version} 版本说明</Link>
          </p>
          <Recommendation visitor={visitor} recommended={recommended} desktops={desktops} />
          <Heading as="h3" id="files">
            全部安装包
          </Heading>
          <FilesTable release={latest} highlight={recommended} />
          <p className={styles.note}>
            「国内镜像」架设在中国大陆，国内玩家下载更快；两个地址的文件完全相同，校验值一致。
          </p>
        </Section>
        <InstallSteps />
        <VerifySection files={verifyFiles} />
        <RequirementsSection requirements={latest.requirements} />
        {beta && <BetaSection beta={beta} />}
        <HistorySection older={stable.slice(1)} />
      </main>
    </Layout>
  );
}
