import React, {memo, useId, useRef, useState} from 'react';
import type {OpeningStep} from '@site/src/game/rules';
import type {StepKind} from '@site/src/game/simulate';
import type {ShownPlan} from './Results';
import {options as menu} from '@site/src/components/Options';
import {useOnScreenFirst} from './onScreenFirst';
import styles from './styles.module.css';

type Row = ShownPlan['rows'][number];

export type Edit = {move: number; by: -1 | 1} | {remove: number} | {add: OpeningStep; before: number};

function timing(row: Row): string {
  if (row.start === null) return '没有开始';
  const done = row.done !== null && row.done !== row.start ? `，第 ${row.done} 分完成` : '';
  const waited = row.waited ? `；等了 ${row.waited.minutes} 分：${row.waited.reason}` : '';
  return `第 ${row.start} 分开始${done}${waited}`;
}

/** One step's buttons: they change only with the step itself and its place, not with its times. */
const StepButtons = memo(function StepButtons(props: {
  text: string;
  i: number;
  last: boolean;
  onEdit: (edit: Edit) => void;
}) {
  const {text, i, last, onEdit} = props;
  return (
    <div className={styles.stepButtons}>
      <button
        type="button"
        data-action="up"
        className="button button--sm button--secondary"
        disabled={i === 0}
        aria-label={`上移第 ${i + 1} 步：${text}`}
        onClick={() => onEdit({move: i, by: -1})}
      >
        ↑
      </button>
      <button
        type="button"
        data-action="down"
        className="button button--sm button--secondary"
        disabled={last}
        aria-label={`下移第 ${i + 1} 步：${text}`}
        onClick={() => onEdit({move: i, by: 1})}
      >
        ↓
      </button>
      <button
        type="button"
        data-action="remove"
        className="button button--sm button--secondary"
        aria-label={`删除第 ${i + 1} 步：${text}`}
        onClick={() => onEdit({remove: i})}
      >
        删除
      </button>
    </div>
  );
});

/**
 * One step; re-rendered only when what it shows changes. A re-plan moves the times of most steps,
 * and then only their text is rendered again, not their buttons.
 */
const StepItem = memo(
  function StepItem({row, i, last, onEdit}: {row: Row; i: number; last: boolean; onEdit: (edit: Edit) => void}) {
    return (
      <li data-step={i} data-kind={row.kind} className={row.idle ? styles.waiting : undefined}>
        <div className={styles.stepText}>
          <span className={styles.stepName}>{row.text}</span>
          <span className={styles.stepTime}>{timing(row)}</span>
        </div>
        <StepButtons text={row.text} i={i} last={last} onEdit={onEdit} />
      </li>
    );
  },
  (a, b) =>
    a.i === b.i &&
    a.last === b.last &&
    a.onEdit === b.onEdit &&
    // The same row: a step off screen keeps it for a frame after a re-plan (onScreenFirst.ts).
    (a.row === b.row ||
      (a.row.idle === b.row.idle &&
        a.row.kind === b.row.kind &&
        a.row.text === b.row.text &&
        // What timing() reads, compared without writing it out twice for each of the 80-odd steps.
        a.row.start === b.row.start &&
        a.row.done === b.row.done &&
        a.row.waited?.minutes === b.row.waited?.minutes &&
        a.row.waited?.reason === b.row.waited?.reason)),
);

/**
 * The order, one item per step, each with its buttons: up, down, remove. A re-plan's frame shows
 * the new times of the steps on screen; the others follow in the next frame (onScreenFirst.ts).
 */
export function StepList({view, onEdit}: {view: ShownPlan; onEdit: (edit: Edit) => void}): JSX.Element {
  const list = useRef<HTMLOListElement>(null);
  const rows = useOnScreenFirst(view.rows, list);
  const last = rows.length - 1;
  return (
    <ol className={styles.steps} data-testid="planner-steps" ref={list}>
      {rows.map((row, i) => (
        <StepItem key={i} row={row} i={i} last={i === last} onEdit={onEdit} />
      ))}
    </ol>
  );
}

export interface Choice {
  kind: StepKind;
  id: string;
  name: string;
}

const KINDS: {kind: StepKind; label: string}[] = [
  {kind: 'build', label: '建造'},
  {kind: 'train', label: '训练'},
  {kind: 'research', label: '研究'},
  {kind: 'advance', label: '进入时代'},
  {kind: 'scout', label: '派去侦察'},
];

/** A step to add: what, how many, and where in the order. Re-rendered when the step count changes. */
export const AddStep = memo(function AddStep({
  choices,
  steps,
  makeStep,
  onEdit,
}: {
  choices: Choice[];
  steps: number;
  makeStep: (kind: StepKind, id: string, count: number) => OpeningStep;
  onEdit: (edit: Edit) => void;
}): JSX.Element {
  const id = useId();
  const [kind, setKind] = useState<StepKind>('build');
  const options = choices.filter((c) => c.kind === kind);
  const [target, setTarget] = useState(options[0]?.id ?? '');
  const [count, setCount] = useState(1);
  const [before, setBefore] = useState(steps);
  const many = kind === 'build' || kind === 'train';
  const chosen = options.some((o) => o.id === target) ? target : (options[0]?.id ?? '');
  return (
    <form
      className={styles.add}
      aria-label="添加一步"
      onSubmit={(e) => {
        e.preventDefault();
        onEdit({add: makeStep(kind, chosen, many ? count : 1), before: Math.min(before, steps)});
      }}
    >
      <label htmlFor={`${id}-kind`}>
        做什么
        <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as StepKind)}>
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-target`}>
        对象
        <select id={`${id}-target`} value={chosen} onChange={(e) => setTarget(e.target.value)}>
          {menu(options)}
        </select>
      </label>
      {many && (
        <label htmlFor={`${id}-count`}>
          数量
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={20}
            value={count}
            onChange={(e) => setCount(Math.min(20, Math.max(1, Math.round(Number(e.target.value) || 1))))}
          />
        </label>
      )}
      <label htmlFor={`${id}-before`}>
        放在
        <select id={`${id}-before`} value={Math.min(before, steps)} onChange={(e) => setBefore(Number(e.target.value))}>
          {Array.from({length: steps}, (_, i) => (
            <option key={i} value={i}>
              第 {i + 1} 步之前
            </option>
          ))}
          <option value={steps}>最后</option>
        </select>
      </label>
      <button type="submit" className="button button--primary button--sm">
        加入
      </button>
    </form>
  );
});
