import { Button } from '../Button/index.ts';
import { MenuButton } from '../Menu/index.ts';
import { Actions } from './DataTable.styles.ts';
import type { DataTableRowAction } from './types.ts';

interface RowActionsProps {
  actions: ReadonlyArray<DataTableRowAction>;
  /** Names the row in each button's accessible name, e.g. "Edit Holiday clip". */
  rowLabel: string;
}

/**
 * The actions of one row or card: inline actions as buttons, then those placed in the menu behind
 * a "More" button ("More actions for Holiday clip").
 */
export function RowActions({ actions, rowLabel }: RowActionsProps) {
  if (actions.length === 0) return null;
  const inline = actions.filter((action) => action.placement !== 'menu');
  const menu = actions.filter((action) => action.placement === 'menu');
  return (
    <Actions>
      {inline.map((action) => (
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
      {menu.length > 0 && (
        <MenuButton
          label="More"
          aria-label={`More actions for ${rowLabel}`}
          size="sm"
          variant="ghost"
          items={menu.map((action) => ({ id: action.id, label: action.label, isDanger: action.tone === 'danger' }))}
          onAction={(id) => menu.find((action) => action.id === id)?.onAction()}
        />
      )}
    </Actions>
  );
}
