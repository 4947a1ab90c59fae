import { hasPermission, PAGE_SIZES, routePath } from '@reelbase/contract';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { deleteLibrary, useLibraries } from '../../data/libraries.ts';
import { useListState } from '../../data/useListState.ts';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { LibrariesList } from './LibrariesList.tsx';

/** /libraries: the libraries the viewer may list, sorted by company. */
export function LibrariesPage() {
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const list = useListState({ pageSize: PAGE_SIZES.libraries, sort: 'company_name' });
  const libraries = useLibraries(list.query);
  if (!user) return null;
  return (
    <LibrariesList
      list={list.withRows(libraries)}
      canAdd={hasPermission(user.permissions, 'store-library')}
      onAdd={() => navigate(routePath('addLibrary'))}
      canManage={hasPermission(user.permissions, 'manage-library')}
      onEdit={(library) => navigate(routePath('editLibrary', { id: library.id }))}
      onDelete={async (library) => {
        await deleteLibrary(library.id);
        notify({ kind: 'success', text: ADMIN_TEXTS.libraryDeleted });
        await libraries.mutate();
      }}
    />
  );
}
