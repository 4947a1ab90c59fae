import { useEffect, useRef } from 'react';
import { notify } from '../state/notify.ts';
import { recordIdOf } from './recordId.ts';

/**
 * The id of the record an edit page opens (null: the create form). An address whose id cannot
 * name a record goes where a failed load goes (`leave`) with the not-found message, as the
 * server answers for an unknown id; meanwhile the id is undefined and the page shows nothing.
 */
export function useRecordId(param: string | undefined, notFound: string, leave: () => void): number | null | undefined {
  const id = recordIdOf(param);
  const left = useRef<string | undefined>(undefined);
  const away = useRef(leave);
  away.current = leave;
  useEffect(() => {
    if (id !== undefined || left.current === param) return;
    left.current = param;
    notify({ kind: 'error', text: notFound });
    away.current();
  }, [id, param, notFound]);
  return id;
}
