import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PlayerEvent } from './usePlayback.ts';

/**
 * How the video starts: muted when the template says so (before any play), and playing by itself
 * with autoplay. Browsers refuse sound without a gesture, so a refused play starts again muted and
 * `soundBlocked` asks for an Unmute button.
 */
export function useStartup(
  video: RefObject<HTMLVideoElement | null>,
  { src, mute, autoplay, syncSound }: { src?: string; mute: boolean; autoplay: boolean; syncSound: () => void },
) {
  const [pending, setPending] = useState(autoplay);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const latest = useRef(syncSound);
  latest.current = syncSound;
  const hasSource = Boolean(src);

  useLayoutEffect(() => {
    if (!video.current || !mute || !hasSource) return;
    video.current.muted = true;
    latest.current();
  }, [video, mute, hasSource]);

  const started = useRef(false);
  useEffect(() => {
    const element = video.current;
    if (!autoplay || started.current || !element || !src) return;
    started.current = true;
    element.play().then(
      () => setPending(false),
      (error: unknown) => {
        if ((error as { name?: string })?.name !== 'NotAllowedError' || element.muted) {
          setPending(false);
          return;
        }
        element.muted = true;
        latest.current();
        element
          .play()
          .then(
            () => setSoundBlocked(true),
            () => undefined,
          )
          .finally(() => setPending(false));
      },
    );
  }, [video, autoplay, src]);

  return { pending, soundBlocked, clearSoundBlocked: () => setSoundBlocked(false) };
}

/** Reports `impression` once, when half the player is in view. */
export function useImpression(
  stage: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  emit: (event: PlayerEvent, seconds: number) => void,
) {
  useEffect(() => {
    const element = stage.current;
    if (!element || !active) return;
    let reported = false;
    const report = () => {
      if (reported) return;
      reported = true;
      emit('impression', video.current?.currentTime ?? 0);
    };
    if (typeof IntersectionObserver === 'undefined') {
      report();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        report();
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage, video, active, emit]);
}
