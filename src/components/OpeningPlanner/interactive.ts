/**
 * The opening planner's code, loaded on first use (OnDemand): the simulation's data, the worker
 * that plays an order, and the order's encoding for the address. Nothing here runs on the server.
 */
import data from '@generated/game-data/default/planner.json';
import type {OpeningStep} from '@site/src/game/rules';
import type {PlanRequest, PlanView} from '@site/src/game/planner';
import {decodeOrder, encodeOrder, makeStep} from '@site/src/game/orderCode';
import {describeStep, stepsFor, type Position} from '@site/src/game/simulate';
import {stepChoices} from '@site/src/game/planner';

export interface PlanAnswer {
  /** The plan, without the order it played (the page sent it). */
  view: Omit<PlanView, 'order'>;
  /** Milliseconds the worker took. */
  ms: number;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, {resolve: (answer: PlanAnswer) => void; reject: (error: Error) => void}>();

function planWorker(): Worker {
  if (worker) return worker;
  // Named, so its file says what it is (webpack names the chunk after it).
  worker = new Worker(new URL('./plan.worker.ts', import.meta.url), {name: 'plan-worker'});
  worker.onmessage = (event: MessageEvent<{id: number} & PlanAnswer>) => {
    const {id, view, ms} = event.data;
    waiting.get(id)?.resolve({view, ms});
    waiting.delete(id);
  };
  // Its file did not load (a page older than the site's last deploy asks for one that is gone) or
  // it failed: every plan waiting fails with it, and the next request starts a new worker.
  worker.onerror = () => {
    worker?.terminate();
    worker = undefined;
    for (const {reject} of waiting.values()) reject(new Error('plan worker failed'));
    waiting.clear();
  };
  worker.postMessage({data});
  return worker;
}

/** Plays a request in the worker; rejects if the worker cannot. */
export function requestPlan(request: PlanRequest): Promise<PlanAnswer> {
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    waiting.set(id, {resolve, reject});
    planWorker().postMessage({id, request});
  });
}

export const recommended = (faction: string, position: Position): OpeningStep[] =>
  stepsFor(data, faction, position).steps.map(({note: _note, ...step}) => step);
export const encode = (steps: OpeningStep[]): string => encodeOrder(data, steps);
const recommendedCodes = new Map<string, string>();
/** The recommended order's code, made once per faction and start: every edit compares with it. */
export function recommendedCode(faction: string, position: Position): string {
  const key = `${faction}/${position.map}/${position.start}`;
  let code = recommendedCodes.get(key);
  if (code === undefined) recommendedCodes.set(key, (code = encode(recommended(faction, position))));
  return code;
}
export const decode = (text: string) => decodeOrder(data, text);
export const describe = (step: OpeningStep): string => describeStep(data, step);
export const choices = (faction: string) => stepChoices(data, faction);
export {makeStep};
