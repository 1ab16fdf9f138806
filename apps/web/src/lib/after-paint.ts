/**
 * Resolves once the browser has painted the frame being drawn now: a part of the first screen that can come a moment
 * later (the header's pause badge, the overview's printer notice) starts loading its code then, so asking for its
 * chunks is not part of the first render's task, nor its requests on the way to the first paint (PERFORMANCE.md,
 * "Lazy parts after the first paint"). A tab in the background paints no frame: it resolves after `atMostMs` then.
 */
export function afterPaint(atMostMs = 100): Promise<void> {
  return new Promise((resolve) => {
    // Whichever comes first resolves; the other is harmless (a promise resolves once).
    const finish = () => {
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, atMostMs);
    // A frame's callbacks run before its paint; the task after them, once it is painted.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
