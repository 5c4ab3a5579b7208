/**
 * Runs `callback` once the next frame has been drawn, and returns a cancel.
 * A requestAnimationFrame callback runs before its frame is drawn; a task it
 * posts runs after. For work that must not delay what a guest is about to
 * see, such as the frame that shows a dialog.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
