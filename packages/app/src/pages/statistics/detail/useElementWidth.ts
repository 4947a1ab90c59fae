import { useLayoutEffect, useState } from 'react';

/**
 * The content width of an element in whole pixels, kept up to date as it resizes (the charts are
 * drawn to the width of their card). Pass the returned callback as the element's `ref`; the width
 * is 0 until the element is measured.
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
