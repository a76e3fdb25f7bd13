import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The height that takes an element from where it starts to the bottom of the window (less
 * `bottomGap`), kept up to date on resize: the inbox's columns scroll inside it rather than the
 * page, whatever the banners and header above it take.
 */
export function useFillHeight<T extends HTMLElement>(bottomGap: number, minHeight: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const next = Math.round(Math.max(minHeight, window.innerHeight - top - bottomGap));
      // Watching the parent closes a loop (our height sizes it): a sub-pixel change must not
      // start another round, or a phone's layout never settles.
      setHeight((current) => (current !== undefined && Math.abs(current - next) < 1 ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    // The main area's minimum height hides from the body a header above that shows or hides
    // (the inbox's, while a phone opens a chat); the parent's size shows it.
    if (ref.current?.parentElement) observer.observe(ref.current.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [bottomGap, minHeight]);
  return { ref, height };
}
