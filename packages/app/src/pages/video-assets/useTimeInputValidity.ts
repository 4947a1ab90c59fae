import { useCallback, useRef, useState } from 'react';

/**
 * Whether the time input inside an element shows an out-of-range value. The kit's TimeInput
 * reports only valid times, so its fields are read after each keystroke: put `ref` on an element
 * around it. `onInvalid` runs each time the value turns invalid.
 */
export function useTimeInputValidity(onInvalid?: () => void) {
  const [isInvalid, setInvalid] = useState(false);
  const latest = useRef({ onInvalid, isInvalid });
  latest.current = { onInvalid, isInvalid };
  const ref = useCallback((box: HTMLElement | null) => {
    if (!box) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const invalid = Boolean(box.querySelector('[aria-invalid="true"]'));
        if (invalid && !latest.current.isInvalid) latest.current.onInvalid?.();
        latest.current.isInvalid = invalid;
        setInvalid(invalid);
      });
    };
    box.addEventListener('input', check);
    box.addEventListener('keyup', check);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('input', check);
      box.removeEventListener('keyup', check);
    };
  }, []);
  return { ref, isInvalid };
}
