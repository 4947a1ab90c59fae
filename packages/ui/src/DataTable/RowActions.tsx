import { Button } from '../Button/index.ts';
import { Actions } from './DataTable.styles.ts';
import type { DataTableRowAction } from './types.ts';

interface RowActionsProps {
  actions: ReadonlyArray<DataTableRowAction>;
  /** Names the row in each button's accessible name, e.g. "Edit Holiday clip". */
  rowLabel: string;
}

/** The action buttons of one row or card. */
export function RowActions({ actions, rowLabel }: RowActionsProps) {
  if (actions.length === 0) return null;
  return (
    <Actions>
      {actions.map((action) => (
        <Button
          key={action.id}
          size="sm"
          variant={action.tone === 'danger' ? 'danger' : 'secondary'}
          aria-label={`${action.label} ${rowLabel}`}
          onPress={action.onAction}
        >
          {action.label}
        </Button>
      ))}
    </Actions>
  );
}
