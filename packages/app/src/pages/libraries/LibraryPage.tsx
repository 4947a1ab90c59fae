import { isPlatformRole, LIBRARY_TEXTS, type LibraryInput, routePath } from '@reelbase/contract';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { useCompanyOptions } from '../../data/companies.ts';
import { saveLibrary, useLibrary } from '../../data/libraries.ts';
import { invalidateList } from '../../data/list.ts';
import { useRecordId } from '../../forms/useRecordId.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { EditColumn, PageTitle } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { LandingPageCard } from '../admin/LandingPageCard.tsx';
import { LibraryForm } from './LibraryForm.tsx';
import { SavedLibraryCards } from './SavedLibraryCards.tsx';

/** /libraries/create and /libraries/{id}: the library form and, once saved, its cards. */
export function LibraryPage() {
  const navigate = useNavigate();
  const params = useParams();
  const toList = () => navigate(routePath('libraries'), { replace: true });
  const id = useRecordId(params.id, LIBRARY_TEXTS.notFound, toList);
  const { user } = useSnapshot(session);
  const showCompany = user ? isPlatformRole(user.role) : false;
  const { data: library, mutate } = useLibrary(id ?? null, toList);
  const { data: companies } = useCompanyOptions(showCompany);
  if (!user) return null;

  const save = async (input: LibraryInput) => {
    const saved = await saveLibrary(id ?? null, input);
    await invalidateList('/api/libraries');
    notify({ kind: 'success', text: id ? ADMIN_TEXTS.libraryUpdated : ADMIN_TEXTS.librarySaved });
    if (id) await mutate(saved, { revalidate: false });
    else navigate(routePath('editLibrary', { id: saved.id }), { replace: true });
  };

  if (id === undefined || (id && !library)) return <PageLoading />;
  return (
    <EditColumn $gap={4}>
      <PageTitle>{library ? library.name : 'Add library'}</PageTitle>
      <LibraryForm
        library={library ?? null}
        showCompany={showCompany}
        companies={companies ?? []}
        onSave={save}
        onBack={() => navigate(routePath('libraries'))}
      />
      {library ? (
        <SavedLibraryCards library={library} showCompany={showCompany} onChanged={() => mutate()} />
      ) : (
        <LandingPageCard
          saved={null}
          unsavedText={ADMIN_TEXTS.libraryLandingAfterSave}
          onUploadLogo={async () => undefined}
          onRemoveLogo={async () => undefined}
          onSaveFooter={async () => undefined}
        />
      )}
    </EditColumn>
  );
}
