/**
 * The opening planner's worker: the same simulation the build runs (src/game/planner.ts), off the
 * page's main thread. The first message brings the data; each later one is a plan request, answered
 * with its id, so the page can drop answers to requests it no longer wants.
 */
import type {PlanRequest} from '../../game/planner';
import type {SimData} from '../../game/simData';

// Imported through webpack's module runtime (eager: no extra file): Docusaurus adds a line to every
// runtime that calls `__webpack_require__`, which a worker of one concatenated module would lack.
const planner = import(/* webpackMode: "eager" */ '../../game/planner');
let data: SimData | undefined;

self.onmessage = async (event: MessageEvent<{data: SimData} | {id: number; request: PlanRequest}>) => {
  const message = event.data;
  if ('data' in message) {
    data = message.data;
    return;
  }
  const {plan} = await planner;
  const started = performance.now();
  // The page has the order it sent; only the rest goes back (all that is posted is copied).
  const {order: _order, ...view} = plan(data!, message.request);
  self.postMessage({id: message.id, view, ms: performance.now() - started});
};
