/**
 * `::faction-changes{faction=chilan}` on a faction page: the balance changes of every release that
 * touched the faction's own or shared entities, as a plain Markdown list made at build time (no
 * script, no JSON on the page). The rows are the release notes' own (changeRows), selected by
 * factionChanges.
 */
import path from 'node:path';
import type {List, ListItem, PhrasingContent, RootContent} from 'mdast';
import {CHANGE_LABELS} from '../../game/labels';
import {entityPath} from '../../plugins/entity-cards/paths';
import {changeRows} from '../../plugins/releases/balance';
import {factionChanges, type FactionRelease} from '../../plugins/releases/factionChanges';
import {balanceHistory} from '../../plugins/releases/history';
import {currentReleases} from '../../plugins/releases/store';
import {unreleasedRules} from '../../plugins/releases/load';
import type {GameData} from '../../game/schema';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const link = (url: string, label: string): PhrasingContent => ({type: 'link', url, children: [text(label)]});
const item = (children: PhrasingContent[], nested?: List): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [{type: 'paragraph', children}, ...(nested ? [nested] : [])],
});
const list = (items: ListItem[]): List => ({type: 'list', ordered: false, spread: false, children: items});

function releaseItem(release: FactionRelease): ListItem {
  const head = [
    link(`/blog/${release.notes}`, `${release.version}${release.channel === 'beta' ? '（测试版）' : ''}`),
    text(release.date ? `，${release.date}` : ''),
  ];
  const rows = release.rows.map((c) =>
    item([
      link(entityPath(c.kind, c.id), c.name),
      text(
        `${c.shared ? '（通用）' : ''}${c.field ? `的${c.field}：${c.old} → ${c.new}${c.unit ? ` ${c.unit}` : ''}，${c.label}` : `：${c.label}`}`,
      ),
    ]),
  );
  return item(head, list(rows));
}

/** The nodes that replace the directive, or a message naming the factions that exist. */
export function factionChangesNodes(
  data: GameData,
  dataDir: string,
  faction: string | undefined,
): RootContent[] | string {
  const known = data.factions.find((f) => f.id === faction);
  if (!known)
    return `::faction-changes 的 faction 应是 ${data.factions.map((f) => f.id).join('、')} 之一，写的是「${faction ?? ''}」`;
  const releases = currentReleases(dataDir);
  const byRelease = factionChanges(changeRows(releases, data), balanceHistory(releases, data), known.id);
  if (byRelease.length === 0)
    return [{type: 'paragraph', children: [text(`到目前为止，还没有哪个版本改动过${known.name}或通用内容的数值。`)]}];
  return [list(byRelease.map(releaseItem))];
}

/**
 * `::unreleased-rules`: the rule changes today's numbers already use but no release has shipped
 * (data/releases.yaml unreleased.rules), so a player on the latest stable release knows which
 * numbers on the page are not yet in the game. Nothing when there are none.
 */
export function unreleasedRulesNodes(dataDir: string): RootContent[] {
  const rules = unreleasedRules(path.join(dataDir, 'releases.yaml'));
  if (rules.length === 0) return [];
  const stable = currentReleases(dataDir).find((r) => r.channel === 'stable');
  const rows = rules.map((r) => item([text(`${r.label}：${r.old} → ${r.new}，${CHANGE_LABELS[r.kind]}。${r.note}`)]));
  return [
    {
      type: 'paragraph',
      children: [
        text(
          `下面的规则改动还没有随正式版发布：本站的数字和推荐开局已经按新规则计算，而正式版 ${stable?.version ?? ''} 里仍是旧值。`,
        ),
      ],
    },
    list(rows),
  ];
}
