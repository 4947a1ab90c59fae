import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Rows a form adds on demand (webhooks) show their messages only once something was typed into
 * the row or a save of the enclosing form was tried (its submit, which also brings the server's
 * messages), so "Add" does not open a row full of "is required". Put `ref` on an element inside
 * the form, call `touch(index)` on a change of a row, and ask `shows(index)` before showing its
 * messages; `remove(index)` keeps the marks of the rows below in place.
 */
export function useRowsTouched<E extends HTMLElement = HTMLElement>() {
  const ref = useRef<E>(null);
  const [touched, setTouched] = useState<readonly number[]>([]);
  const [isSaveTried, setSaveTried] = useState(false);

  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const tried = () => setSaveTried(true);
    form.addEventListener('submit', tried, true);
    return () => form.removeEventListener('submit', tried, true);
  }, []);

  const touch = useCallback(
    (index: number) => setTouched((current) => (current.includes(index) ? current : [...current, index])),
    [],
  );
  const remove = useCallback(
    (index: number) =>
      setTouched((current) => current.flatMap((row) => (row === index ? [] : [row > index ? row - 1 : row]))),
    [],
  );
  const shows = (index: number) => isSaveTried || touched.includes(index);
  return { ref, touch, remove, shows };
}
