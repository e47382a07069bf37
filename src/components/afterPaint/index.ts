/**
 * Runs `callback` once the browser has painted the next frame, and returns what cancels it: the
 * way work that follows an interaction stays out of the frame that answers it (INP, issue 28). A
 * timeout set in a frame's callback runs after that frame's paint.
 */
export function afterPaint(callback: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` at the start of the frame after the one the browser is about to draw, before
 * that frame's layout, and returns what cancels it: work that must be on screen in the frame after
 * an interaction's own (a sorted table's first rows). Not afterPaint's timeout: on a busy main
 * thread Chromium draws frames ahead of it, and two frames went by before it ran in a test under
 * load.
 */
export function inNextFrame(callback: () => void): () => void {
  let next = 0;
  const current = requestAnimationFrame(() => {
    next = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(current);
    cancelAnimationFrame(next);
  };
}
