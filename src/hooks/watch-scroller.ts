/**
 * Calls `onChange` once now and then at most once a frame while the scroller
 * scrolls or changes size (resize, zoom, new content). Returns the cleanup.
 * Shared by the hooks that derive state from a scroller's position.
 */
export function watchScroller(scroller: HTMLElement, onChange: () => void): () => void {
  let frame = 0;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(onChange);
  };
  update();
  scroller.addEventListener('scroll', update, { passive: true });
  const resizeObserver = new ResizeObserver(update);
  resizeObserver.observe(scroller);
  return () => {
    cancelAnimationFrame(frame);
    scroller.removeEventListener('scroll', update);
    resizeObserver.disconnect();
  };
}
