import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The size of an element in CSS pixels, kept up to date (0 × 0 before the first layout). */
export function useElementSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setSize((current) =>
        current.width === element.clientWidth && current.height === element.clientHeight
          ? current
          : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/** Fullscreen of the whole player (the video alone where the browser only offers that, as on iPhone). */
export function useFullscreen(stage: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const [supported] = useState(
    () =>
      typeof document !== 'undefined' &&
      (document.fullscreenEnabled || 'webkitEnterFullscreen' in HTMLVideoElement.prototype),
  );
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [stage]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(() => undefined);
      return;
    }
    const element = stage.current;
    if (element && document.fullscreenEnabled) element.requestFullscreen().catch(() => undefined);
    else (video.current as WebkitVideo | null)?.webkitEnterFullscreen?.();
  }, [stage, video]);
  return { supported, active, toggle };
}

/** How long the controls stay after the last pointer movement while playing. */
const CONTROLS_IDLE_MS = 3000;

/**
 * Whether the pointer or the keyboard was used on the player in the last 3 seconds; `wake`
 * reports such use.
 */
export function useRecentActivity() {
  const [recent, setRecent] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wake = useCallback(() => {
    setRecent(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRecent(false), CONTROLS_IDLE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { recent, wake };
}
