/**
 * An opening order in a few characters, for the planner's address (`?order=…`): one token per
 * step, joined by dots. A token is the step's letter (b build, t train, r research, a advance,
 * s scout), the target's position in its data file in base 36, then `-` and a count when it is
 * more than one, and for a town hall `_` and the position of the resource it goes toward:
 * `b5.t0-4.b1_3` (characters an address carries unescaped). Positions follow the data files' order, so a link names the same things as
 * long as entries are added at the end.
 */
import type {OpeningStep} from './rules';
import type {SimData} from './simData';
import {stepCount, stepKind, stepTarget, type StepKind} from './simulate';

const LETTER: Record<StepKind, string> = {build: 'b', train: 't', research: 'r', advance: 'a', scout: 's'};
const KIND: Record<string, StepKind> = {b: 'build', t: 'train', r: 'research', a: 'advance', s: 'scout'};

function idsOfKind(data: SimData, kind: StepKind): string[] {
  if (kind === 'build') return data.buildings.map((b) => b.id);
  if (kind === 'research') return data.technologies.map((t) => t.id);
  if (kind === 'advance') return data.eras.map((e) => e.id);
  return data.units.map((u) => u.id);
}

/**
 * Each kind's ids and their positions, made once per data: the planner encodes the whole order on
 * every edit, a few times per visit, so its code is still cold, and a scan of a data file for each
 * step was most of an edit's click.
 */
const lists = new WeakMap<SimData, Map<StepKind, {ids: string[]; position: Map<string, number>}>>();
function list(data: SimData, kind: StepKind): {ids: string[]; position: Map<string, number>} {
  let kinds = lists.get(data);
  if (!kinds) lists.set(data, (kinds = new Map()));
  let found = kinds.get(kind);
  if (!found) {
    const ids = idsOfKind(data, kind);
    kinds.set(kind, (found = {ids, position: new Map(ids.map((id, i) => [id, i]))}));
  }
  return found;
}

export function encodeOrder(data: SimData, steps: OpeningStep[]): string {
  return steps
    .map((step) => {
      const kind = stepKind(step);
      const n = stepCount(step);
      const toward = 'build' in step && step.toward ? data.resources.findIndex((r) => r.id === step.toward) : -1;
      return (
        LETTER[kind] +
        (list(data, kind).position.get(stepTarget(step)) ?? -1).toString(36) +
        (n > 1 ? `-${n}` : '') +
        (toward >= 0 ? `_${toward.toString(36)}` : '')
      );
    })
    .join('.');
}

const TOKEN = /^([btras])([0-9a-z]+)(?:-(\d+))?(?:_([0-9a-z]+))?$/;

/** The steps an address names, or the 1-based position of the first token that names nothing. */
export function decodeOrder(data: SimData, text: string): {steps: OpeningStep[]} | {bad: number} {
  const steps: OpeningStep[] = [];
  const tokens = text.split('.');
  for (const [i, token] of tokens.entries()) {
    const m = TOKEN.exec(token);
    const kind = m ? KIND[m[1]] : undefined;
    const id = m && kind ? list(data, kind).ids[parseInt(m[2], 36)] : undefined;
    const count = m?.[3] ? Number(m[3]) : 1;
    const toward = m?.[4] ? data.resources[parseInt(m[4], 36)]?.id : undefined;
    if (!m || !kind || !id || count < 1 || count > 99 || (m[4] && !toward)) return {bad: i + 1};
    steps.push(makeStep(kind, id, count, toward));
  }
  return {steps};
}

/** A step as openings.yaml writes it. */
export function makeStep(kind: StepKind, id: string, count = 1, toward?: string): OpeningStep {
  const many = count > 1 ? {count} : {};
  if (kind === 'build') return {build: id, ...many, ...(toward ? {toward} : {})};
  if (kind === 'train') return {train: id, ...many};
  if (kind === 'research') return {research: id};
  if (kind === 'advance') return {advance: id};
  return {scout: id};
}
