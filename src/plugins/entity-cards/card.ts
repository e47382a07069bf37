/**
 * The hover card itself, loaded on first use (client.ts). Plain DOM rather than React: one element
 * reused for every link, placed in <body> with absolute position so nothing on the page moves.
 */
import cards from '@generated/entity-cards/default/cards.json';
import {statLabel} from '../../game/labels';
import styles from './card.module.css';

const CARD_ID = 'entity-card';
let card: HTMLDivElement | undefined;
let owner: HTMLAnchorElement | undefined;

function element(tag: string, className: string, text?: string): HTMLElement {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Resource amounts as glyph and number; the glyph is CSS, the text is the resource's name. */
function amounts(list: readonly [string, string, number][]): HTMLElement[] {
  return list.map(([glyph, resource, amount]) => {
    const item = element('span', styles.amount!);
    item.title = resource;
    item.dataset.glyph = glyph;
    item.append(element('span', styles.resourceName!, resource), ` ${amount}`);
    return item;
  });
}

function fill(target: HTMLDivElement, key: string): boolean {
  const data = cards[key];
  if (!data) return false;
  target.replaceChildren();
  const meta = element('p', styles.meta!, data.meta);
  if (data.icon) {
    // Decoration: the meta line names the type, category or era the icon shows (src/css/custom.css).
    const [href, colour] = data.icon;
    const icon = element('span', 'entity-icon');
    icon.setAttribute('aria-hidden', 'true');
    icon.style.setProperty('--icon', `url(${href})`);
    if (colour) icon.style.setProperty('--icon-colour', colour);
    meta.prepend(icon);
  }
  target.append(meta);
  const name = element('a', styles.name!, data.name) as HTMLAnchorElement;
  name.href = data.href;
  target.append(name);
  if (data.cost.length > 0) {
    const cost = element('p', styles.cost!);
    cost.append(...amounts(data.cost));
    target.append(cost);
  }
  for (const [label, list] of data.amounts ?? []) {
    const line = element('p', styles.cost!);
    line.append(element('span', styles.label!, label), ...amounts(list));
    target.append(line);
  }
  const stats = element('dl', styles.stats!);
  if (data.upkeep && data.upkeep.length > 0) {
    const pair = element('div', styles.stat!);
    const value = element('dd', '', '每旬 ');
    value.append(...amounts(data.upkeep));
    pair.append(element('dt', '', statLabel('upkeep')), value);
    stats.append(pair);
  }
  for (const [label, value] of data.stats) {
    const pair = element('div', styles.stat!);
    pair.append(element('dt', '', label), element('dd', '', value));
    stats.append(pair);
  }
  target.append(stats);
  if (data.note) target.append(element('p', styles.note!, data.note));
  return true;
}

function place(target: HTMLDivElement, link: HTMLAnchorElement): void {
  const margin = 8;
  const box = link.getBoundingClientRect();
  const width = target.offsetWidth;
  const height = target.offsetHeight;
  const left = Math.min(Math.max(box.left, margin), window.innerWidth - width - margin);
  const below = box.bottom + 6;
  const top =
    below + height > window.innerHeight - margin && box.top - height - 6 > margin ? box.top - height - 6 : below;
  target.style.left = `${left + window.scrollX}px`;
  target.style.top = `${top + window.scrollY}px`;
}

export function show(link: HTMLAnchorElement): void {
  const key = link.dataset.entityKey;
  if (!key || !link.isConnected) return;
  if (!card) {
    card = document.createElement('div');
    card.id = CARD_ID;
    card.className = styles.card!;
    card.setAttribute('role', 'tooltip');
    card.dataset.entityCard = '';
    document.body.append(card);
  }
  if (owner !== link) {
    hide();
    if (!fill(card, key)) return;
  }
  owner = link;
  link.setAttribute('aria-describedby', CARD_ID);
  card.hidden = false;
  place(card, link);
}

export function hide(): void {
  if (card) card.hidden = true;
  if (owner?.getAttribute('aria-describedby') === CARD_ID) owner.removeAttribute('aria-describedby');
  owner = undefined;
}
