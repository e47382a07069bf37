/**
 * The address of a new issue in the site's repository, prefilled with what a maintainer needs to
 * check a reported number: the page, the entity (on an entity page) and the game version.
 * Pure, so it is tested in Node and used by the page footer.
 */
import {ENTITY_SECTIONS, type EntityKind} from '../../plugins/entity-cards/paths';

const KIND_OF_SECTION = new Map<string, EntityKind>(
  Object.entries(ENTITY_SECTIONS).map(([kind, section]) => [section, kind as EntityKind]),
);
const ENTITY_PAGE = /^\/docs\/数据\/([^/]+)\/([a-z0-9_]+)\/?$/;

/** `unit.spearman` for `/docs/数据/单位/spearman` (the id releases.yaml uses), else null. */
export function entityOf(pathname: string): string | null {
  const match = ENTITY_PAGE.exec(decodeURI(pathname));
  const kind = match && KIND_OF_SECTION.get(match[1]!);
  return kind ? `${kind}.${match[2]}` : null;
}

export interface ReportContext {
  repoUrl: string;
  /** The page's title and absolute address. */
  title: string;
  url: string;
  /** The latest stable release: the numbers a page shows are that version's. */
  version: string;
}

export function reportUrl({repoUrl, title, url, version}: ReportContext): string {
  const entity = entityOf(new URL(url).pathname);
  const body = [
    `页面：${title}（${url}）`,
    ...(entity ? [`条目：${entity}`] : []),
    `游戏版本：${version}`,
    '',
    '哪个数字或说法不对：',
    '',
    '应该是什么，依据是什么（例如游戏内截图、版本说明）：',
    '',
  ].join('\n');
  // An entity page is its numbers; a hand-written page is also its advice and explanations.
  const query = new URLSearchParams({title: `${entity ? '数据' : '内容'}有误：${title}`, body});
  return `${repoUrl}/issues/new?${query.toString()}`;
}
