import { type Library, routePath } from '@reelbase/contract';
import { useNavigate } from 'react-router';
import {
  removeLibraryBackground,
  removeLibraryLogo,
  saveLibrary,
  uploadLibraryBackground,
  uploadLibraryLogo,
  useAssignedUsers,
} from '../../data/libraries.ts';
import { deletePlayerTemplate, usePlayerTemplates } from '../../data/playerTemplates.ts';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { ImagePicker } from '../admin/ImagePicker.tsx';
import { LandingPageCard } from '../admin/LandingPageCard.tsx';
import { AssignedUsersCard, PlayerTemplatesCard } from './LibraryCards.tsx';
import { libraryFooterInput } from './libraryForm.ts';

/** The cards of a saved library: landing page settings, assigned users and player templates. */
export function SavedLibraryCards({
  library,
  showCompany,
  onChanged,
}: {
  library: Library;
  showCompany: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const assigned = useAssignedUsers(library.id);
  const templates = usePlayerTemplates(library.id, () =>
    notify({ kind: 'error', text: ADMIN_TEXTS.templatesLoadFailed }),
  );
  const after = (action: () => Promise<unknown>) => async () => {
    await action();
    await onChanged();
  };

  return (
    <>
      <LandingPageCard
        saved={library}
        unsavedText={ADMIN_TEXTS.libraryLandingAfterSave}
        onUploadLogo={(file) => after(() => uploadLibraryLogo(library.id, file))()}
        onRemoveLogo={after(() => removeLibraryLogo(library.id))}
        onSaveFooter={async (text) => {
          try {
            await saveLibrary(library.id, libraryFooterInput(library, text, showCompany));
            await onChanged();
            notify({ kind: 'success', text: ADMIN_TEXTS.libraryUpdated });
          } catch {
            // Landing page saves fail quietly (errors other than 422 are toasted by the client).
          }
        }}
      >
        <ImagePicker
          label="Viewing page background"
          imageUrl={library.viewingPageBackgroundUrl}
          canRemove={library.viewingPageBackgroundUrl !== null}
          removeQuestion={ADMIN_TEXTS.removeBackground}
          onUpload={(file) => after(() => uploadLibraryBackground(library.id, file))()}
          onRemove={after(() => removeLibraryBackground(library.id))}
        />
      </LandingPageCard>
      <AssignedUsersCard users={assigned.data ?? []} isLoading={assigned.isLoading} />
      <PlayerTemplatesCard
        templates={templates.data ?? []}
        isLoading={templates.isLoading}
        onAdd={() => navigate(routePath('addLibraryPlayerTemplate', { libraryId: library.id }))}
        onEdit={(template) =>
          navigate(routePath('editLibraryPlayerTemplate', { libraryId: library.id, templateId: template.id }))
        }
        onDelete={async (template) => {
          await deletePlayerTemplate(library.id, template.id);
          notify({ kind: 'success', text: ADMIN_TEXTS.templateDeleted });
          await templates.mutate();
        }}
      />
    </>
  );
}
