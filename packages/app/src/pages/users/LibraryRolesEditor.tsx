import { LIBRARY_ROLE_SLUGS, type LibraryRoleSlug, roleBySlug } from '@reelbase/contract';
import { Button, Select, token } from '@reelbase/ui';
import styled from 'styled-components';
import { addToRow, type LibraryRoleRows, removeFromRow, roleOfLibrary } from './libraryRoles.ts';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  margin: 0;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  legend {
    font-weight: 600;
    padding: 0 ${token('space-1')};
  }
`;
const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
`;
const Chosen = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-1')};
    padding-left: ${token('space-2')};
    background: ${token('color-surface-sunken')};
    border-radius: ${token('radius-full')};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

interface LibraryOption {
  id: number;
  name: string;
}

export interface LibraryRolesEditorProps {
  /** The libraries of the user's company. */
  libraries: readonly LibraryOption[];
  rows: LibraryRoleRows;
  onChange: (rows: LibraryRoleRows) => void;
  isDisabled?: boolean;
}

/**
 * The per-library roles of an editor, read-only or uploader user: three rows, each a list of
 * libraries. A library may be in only one row: choosing it in another row moves it there.
 */
export function LibraryRolesEditor({ libraries, rows, onChange, isDisabled }: LibraryRolesEditorProps) {
  const nameOf = (id: number) => libraries.find((library) => library.id === id)?.name ?? `Library ${id}`;
  const row = (role: LibraryRoleSlug) => {
    const label = roleBySlug(role).name;
    const options = libraries
      .filter((library) => !rows[role].includes(library.id))
      .map((library) => {
        const other = roleOfLibrary(rows, library.id);
        return {
          id: String(library.id),
          label: other ? `${library.name} (now ${roleBySlug(other).name})` : library.name,
        };
      });
    return (
      <Row key={role} role="group" aria-label={`${label} libraries`}>
        <Select
          label={`${label} libraries`}
          placeholder={options.length ? 'Add a library' : 'No more libraries'}
          options={options}
          selectedKey={null}
          isDisabled={isDisabled || options.length === 0}
          onSelectionChange={(key) => key && onChange(addToRow(rows, role, Number(key)))}
        />
        {rows[role].length ? (
          <Chosen aria-label={`${label} libraries chosen`}>
            {rows[role].map((id) => (
              <li key={id}>
                {nameOf(id)}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${nameOf(id)} from ${label}`}
                  isDisabled={isDisabled}
                  onPress={() => onChange(removeFromRow(rows, role, id))}
                >
                  ×
                </Button>
              </li>
            ))}
          </Chosen>
        ) : (
          <Muted>No libraries.</Muted>
        )}
      </Row>
    );
  };
  return (
    <Fieldset>
      <legend>Library roles</legend>
      {libraries.length === 0 ? <Muted>The chosen company has no libraries yet.</Muted> : LIBRARY_ROLE_SLUGS.map(row)}
    </Fieldset>
  );
}
