// The machine's contention, by which the timing gates and timed tests divide what they measure
// (perf:inp, the planner's re-plan, the search speed test): ARCHITECTURE.md, "Interactions under 100 ms".

/**
 * The most contention() may forgive: past it (a load over about 15 on 2 cores) the busy loop and
 * the browser share the CPU too unevenly for the division to be trusted, so the gate would rather
 * fail on a machine that busy than pass a slow page.
 */
export const CONTENTION_CAP = 4;

/**
 * How much of a core this machine gives a busy thread right now: the wall time of a 150 ms busy
 * loop over the CPU time it got (1 on an idle machine, 3 at a load of 20 on 2 cores). CDP's 4×
 * throttling slows the page relative to the CPU it gets, so on a shared machine every figure is
 * this many times what a quiet machine measures. Like Lighthouse's benchmark index, but relative
 * to the machine itself, so there is no reference CPU to keep up to date.
 */
export function contention(): number {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let x = 0;
  while (performance.now() - wall < 150) x += Math.sqrt(x + 1);
  const used = process.cpuUsage(cpu);
  const share = (performance.now() - wall) / ((used.user + used.system) / 1000 || 1);
  return Math.min(CONTENTION_CAP, Math.max(1, share));
}
