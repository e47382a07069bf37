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
