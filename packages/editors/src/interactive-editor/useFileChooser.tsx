import { type ReactNode, useCallback, useEffect, useRef } from 'react';

/**
 * A hidden file input and `choose()`, which opens the browser's file chooser and answers the chosen
 * file, or null when the chooser was closed without one.
 */
export function useFileChooser(
  accept: string,
  label: string,
): { input: ReactNode; choose: () => Promise<File | null> } {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<((file: File | null) => void) | null>(null);
  const settle = (file: File | null) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(file);
  };
  // The chooser closed without a file (the `cancel` event of file inputs).
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const onCancel = () => {
      const resolve = pending.current;
      pending.current = null;
      resolve?.(null);
    };
    input.addEventListener('cancel', onCancel);
    return () => input.removeEventListener('cancel', onCancel);
  }, []);
  const choose = useCallback(() => {
    const input = ref.current;
    if (!input) return Promise.resolve(null);
    pending.current?.(null);
    return new Promise<File | null>((resolve) => {
      pending.current = resolve;
      input.value = '';
      input.click();
    });
  }, []);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      tabIndex={-1}
      aria-label={label}
      data-testid="image-file-input"
      onChange={(event) => settle(event.currentTarget.files?.[0] ?? null)}
    />
  );
  return { input, choose };
}
