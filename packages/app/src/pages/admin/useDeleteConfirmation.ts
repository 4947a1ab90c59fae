import { useState } from 'react';

/**
 * The state of a delete confirmation: `ask(row)` opens it; confirming runs `onDelete(row)` and
 * closes it whether or not the call succeeded (errors are toasted by the client).
 */
export function useDeleteConfirmation<TRow>(onDelete: (row: TRow) => Promise<void>) {
  const [row, setRow] = useState<TRow | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const confirm = async () => {
    if (row === null) return;
    setConfirming(true);
    try {
      await onDelete(row);
    } catch {
      // The API client has shown the error.
    } finally {
      setConfirming(false);
      setRow(null);
    }
  };
  return {
    ask: (next: TRow) => setRow(next),
    modal: { isOpen: row !== null, isConfirming, onConfirm: confirm, onCancel: () => setRow(null) },
  };
}
