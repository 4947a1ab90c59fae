import type { AssignedUser, PlayerTemplate } from '@reelbase/contract';
import { Button, Card, ConfirmModal, DataTable, type DataTableColumn } from '@reelbase/ui';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';

const userColumns: DataTableColumn<AssignedUser>[] = [
  { id: 'user_name', header: 'Name', cell: (row) => row.user_name },
  { id: 'user_email', header: 'Email', cell: (row) => row.user_email },
  { id: 'role_name', header: 'Role', cell: (row) => row.role_name },
];

/** "Assigned users": who holds a role for the library. */
export function AssignedUsersCard({ users, isLoading }: { users: readonly AssignedUser[]; isLoading?: boolean }) {
  return (
    <Card title="Assigned users">
      <DataTable
        aria-label="Assigned users"
        columns={userColumns}
        rows={users}
        getRowId={(row) => row.user_email}
        isLoading={isLoading}
        emptyText="No users are assigned to this library."
      />
    </Card>
  );
}

const templateColumns: DataTableColumn<PlayerTemplate>[] = [
  { id: 'name', header: 'Name', cell: (row) => (row.is_default === 1 ? `${row.name} (default)` : row.name) },
];

export interface PlayerTemplatesCardProps {
  templates: readonly PlayerTemplate[];
  isLoading?: boolean;
  onAdd: () => void;
  onEdit: (template: PlayerTemplate) => void;
  onDelete: (template: PlayerTemplate) => Promise<void>;
}

/** The library's player templates: Name, edit, delete (not for the default) and "Add player template". */
export function PlayerTemplatesCard({ templates, isLoading, onAdd, onEdit, onDelete }: PlayerTemplatesCardProps) {
  const confirmation = useDeleteConfirmation(onDelete);
  return (
    <Card
      title="Player templates"
      actions={
        <Button size="sm" onPress={onAdd}>
          Add player template
        </Button>
      }
    >
      <DataTable
        aria-label="Player templates"
        columns={templateColumns}
        rows={templates}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        isLoading={isLoading}
        emptyText="There are no player templates for this library."
        rowActions={(template) => [
          { id: 'edit', label: 'Edit', onAction: () => onEdit(template) },
          ...(template.is_default === 1
            ? []
            : [
                {
                  id: 'delete',
                  label: 'Delete',
                  tone: 'danger' as const,
                  placement: 'menu' as const,
                  onAction: () => confirmation.ask(template),
                },
              ]),
        ]}
      />
      <ConfirmModal
        {...confirmation.modal}
        title="Delete player template"
        message={ADMIN_TEXTS.confirmTemplateDelete}
        confirmLabel="Delete"
      />
    </Card>
  );
}
