import { type RefObject, useLayoutEffect } from 'react';

/**
 * Makes a scroll container keyboard-reachable (tabIndex 0) only while its content overflows, so
 * keyboard users can scroll it and short content adds no extra tab stop.
 */
export function useScrollFocus(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const scrollable = el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth;
      if (scrollable) el.tabIndex = 0;
      else el.removeAttribute('tabindex');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
}
