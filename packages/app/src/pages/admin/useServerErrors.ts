import { useState } from 'react';
import { ApiError } from '../../http/errors.ts';

/**
 * Field errors of the last save (422) for inline display. `capture` runs a save and keeps its
 * field errors; any other error has been toasted by the client and is rethrown.
 */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const capture = async <T>(save: () => Promise<T>): Promise<T | undefined> => {
    try {
      const result = await save();
      setErrors(undefined);
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.body?.errors ?? {});
        return undefined;
      }
      return undefined;
    }
  };
  return { errors, capture };
}
