import React from 'react';
import combat from '@generated/game-data/default/combat.json';
import type {Unit} from './index';
import {
  hitBreakdown,
  hitSituation,
  type Battle,
  type Ground,
  type Grounds,
  type HitBreakdown,
} from '@site/src/game/combat';
import styles from './styles.module.css';
import TableHead from '@site/src/components/TableHead';

const terrainName = new Map(combat.terrains.map((t) => [t.id, t.name]));
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const signed = (share: number) => `${share > 0 ? '+' : share < 0 ? '−' : ''}${round(Math.abs(share) * 100, 1)}%`;
const SIDES = ['a', 'b'] as const;
type SideKey = (typeof SIDES)[number];

/** `?terrain_a=hills&wall_b=1&high_a=1` → where each side of the pair stands; unknown terrains are open ground. */
export function parseGrounds(search: string): Required<Grounds> {
  const params = new URLSearchParams(search);
  const side = (s: SideKey): Ground => {
    const terrain = params.get(`terrain_${s}`) ?? '';
    return {
      ...(terrainName.has(terrain) ? {terrain} : {}),
      ...(params.get(`wall_${s}`) === '1' ? {wall: true} : {}),
      ...(params.get(`high_${s}`) === '1' ? {high: true} : {}),
    };
  };
  return {a: side('a'), b: side('b')};
}

/** The address's parameters for `grounds`: only what differs from open ground. */
export function groundParams(grounds: Grounds): [string, string][] {
  return SIDES.flatMap((s) => {
    const g = grounds[s] ?? {};
    const params: [string, string][] = [];
    if (g.terrain) params.push([`terrain_${s}`, g.terrain]);
    if (g.wall) params.push([`wall_${s}`, '1']);
    if (g.high) params.push([`high_${s}`, '1']);
    return params;
  });
}

/** Where one side stands: terrain, behind a wall, on higher ground. */
export function GroundSwitches({
  unit,
  ground,
  onChange,
}: {
  unit: Unit;
  ground: Ground;
  onChange: (ground: Ground) => void;
}): JSX.Element {
  return (
    <fieldset className={styles.ground}>
      <legend>{unit.name}所在的位置</legend>
      <label>
        地形{' '}
        <select
          value={ground.terrain ?? ''}
          onChange={(e) => onChange({...ground, terrain: e.target.value || undefined})}
        >
          <option value="">平地（防御不变）</option>
          {combat.terrains.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}（防御 {signed(combat.terrain_defense[t.id] ?? 0)}）
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={Boolean(ground.wall)}
          onChange={(e) => onChange({...ground, wall: e.target.checked})}
        />
        守在城墙后
      </label>
      <label>
        <input
          type="checkbox"
          checked={Boolean(ground.high)}
          onChange={(e) => onChange({...ground, high: e.target.checked})}
        />
        占据高处
      </label>
    </fieldset>
  );
}

interface Step {
  label: string;
  note: string;
  factor: string;
  /** The damage so far. */
  value: number;
}

/** How the defence a hit meets is made: the defender's own, armour pierce, wall, terrain. */
function defenseNote(b: HitBreakdown, defender: Unit, target: Ground): string {
  const d = b.defense;
  const parts = [`${defender.name}防御 ${round(d.own)}`];
  if (d.pierced !== d.own) parts.push(`破甲后剩 ${round(d.pierced)}`);
  if (d.wall) parts.push(`城墙 +${d.wall}`);
  if (d.terrain) parts.push(`${terrainName.get(target.terrain ?? '') ?? '地形'} ${signed(d.terrain)}`);
  const k = combat.armour_k;
  return `${parts.join('，')}：有效防御 ${round(d.effective, 2)}，乘以 ${k} ÷（${k} + ${round(d.effective, 2)}）`;
}

/** The rows of one hit's table, in the order of the formula on 战斗. */
function steps(b: HitBreakdown, attacker: Unit, defender: Unit, from: Ground, target: Ground): Step[] {
  const rows: Step[] = [{label: '攻击', note: `${attacker.name}的攻击`, factor: '', value: b.attack}];
  let value = b.attack;
  const times = (label: string, factor: number, note: string) => {
    value *= factor;
    rows.push({label, note, factor: `× ${round(factor, 3)}`, value: round(value, 2)});
  };
  times('兵种克制', b.counter, `${attacker.type}打${defender.type}`);
  times('特长', b.ability, b.ability !== 1 ? `对${defender.type} ${signed(b.ability - 1)}` : '对这个兵种没有加成');
  const height =
    b.height !== 1 ? `居高临下 ${signed(b.height - 1)}` : from.high && target.high ? '双方一样高，不加成' : '不在高处';
  times('高处', b.height, height);
  times('防御', b.armour, defenseNote(b, defender, target));
  times('城墙', b.wall, b.wall !== 1 ? `${defender.name}在城墙后，只受 ${round(b.wall * 100)}% 的伤害` : '不在城墙后');
  if (b.ranged !== 1) times('远程减伤', b.ranged, `${defender.name}只受 ${round(b.ranged * 100)}% 的远程伤害`);
  return rows;
}

/** One side's hit on the other, factor by factor, as src/game/combat.ts computes it. */
export function HitTable({
  attacker,
  defender,
  from,
  target,
}: {
  attacker: Unit;
  defender: Unit;
  from: Ground;
  target: Ground;
}): JSX.Element {
  const b = hitBreakdown(combat, attacker, defender, hitSituation(from, target));
  return (
    <table className={styles.hit} data-hit={`${attacker.id},${defender.id}`}>
      <caption>
        {attacker.name}打{defender.name}：每击 <strong>{b.final}</strong> 点
      </caption>
      <TableHead cells={['这一步', '乘以', '伤害']} />
      <tbody>
        {steps(b, attacker, defender, from, target).map((s) => (
          <tr key={s.label}>
            <th scope="row">
              {s.label}
              <span className={styles.note}>{s.note}</span>
            </th>
            <td>{s.factor}</td>
            <td>{s.value}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">
            每击伤害<span className={styles.note}>保留一位小数，最少 0.1</span>
          </th>
          <td />
          <td>
            <strong>{b.final}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The start, every moment a unit fell, and the end: the course as text. */
function milestones(fight: Battle): Battle['course'] {
  return fight.course.filter(
    (p, i, all) => i === 0 || i === all.length - 1 || p.a !== all[i - 1]!.a || p.b !== all[i - 1]!.b,
  );
}

const [W, H] = [320, 120];
/** The two sides' lines: colour and dash, so they differ without colour too (presentation attributes: no CSS for every page). */
const LINE = {a: {stroke: '#1f6fb2'}, b: {stroke: '#b4461b', strokeDasharray: '6 3'}} as const;
const Key = ({side}: {side: SideKey}) => (
  <svg width="24" height="8" aria-hidden="true">
    <line x1="0" y1="4" x2="24" y2="4" strokeWidth="2" {...LINE[side]} />
  </svg>
);

/** A step line of a side's hit points left, as a share of its start, over the fight's seconds. */
function stepLine(fight: Battle, hp: (p: Battle['course'][number]) => number, full: number): string {
  const end = Math.max(fight.seconds, 1);
  const y = (p: Battle['course'][number]) => round(H - (hp(p) / full) * H);
  return fight.course
    .map((p, i) => {
      const x = round((p.t / end) * W);
      return `${x},${i > 0 ? y(fight.course[i - 1]!) : y(p)} ${x},${y(p)}`;
    })
    .join(' ');
}

/** The fight's course: each side's hit points left over time, drawn and listed. */
export function Course({fight, a, b}: {fight: Battle & {nA: number; nB: number}; a: Unit; b: Unit}): JSX.Element {
  const {nA, nB} = fight;
  // The list is beside the figure, not in it: a figure's caption must come first or last.
  return (
    <>
      <figure className={styles.course}>
        <svg
          viewBox={`-2 -2 ${W + 4} ${H + 4}`}
          role="img"
          aria-label={`${a.name}和${b.name}两方剩余生命随时间的变化`}
          fill="none"
          strokeWidth="2"
        >
          <polyline points={`0,0 0,${H} ${W},${H}`} stroke="#8d949e" strokeWidth="1" />
          <polyline points={stepLine(fight, (p) => p.hpA, nA * a.hp)} {...LINE.a} />
          <polyline points={stepLine(fight, (p) => p.hpB, nB * b.hp)} {...LINE.b} />
        </svg>
        <figcaption>
          <Key side="a" /> {nA} 个{a.name}（实线）和 <Key side="b" /> {nB} 个{b.name}
          （虚线）的剩余生命：纵轴从零到开战时的满额，横轴是时间，从开战到结束共 {fight.seconds} 秒。
        </figcaption>
      </figure>
      <details>
        <summary>逐个倒下的时间</summary>
        <table>
          <TableHead cells={['时间（秒）', a.name, b.name]} />
          <tbody>
            {milestones(fight).map((p) => (
              <tr key={p.t}>
                <td>{p.t}</td>
                <td>
                  {p.a} 个，生命共 {p.hpA}
                </td>
                <td>
                  {p.b} 个，生命共 {p.hpB}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
