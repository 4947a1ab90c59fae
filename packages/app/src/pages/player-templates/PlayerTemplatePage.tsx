import { LIBRARY_TEXTS, PLAYER_TEMPLATE_TEXTS, type PlayerTemplateInput, routePath } from '@reelbase/contract';
import { useNavigate, useParams } from 'react-router';
import { invalidatePlayerTemplates, savePlayerTemplate, usePlayerTemplate } from '../../data/playerTemplates.ts';
import { useRecordId } from '../../forms/useRecordId.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { PageTitle } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { PlayerTemplateForm } from './PlayerTemplateForm.tsx';

/** /libraries/{libraryId}/player-templates/create and /{templateId}: a library's player template. */
export function PlayerTemplatePage() {
  const navigate = useNavigate();
  const params = useParams();
  const libraryId = useRecordId(params.libraryId, LIBRARY_TEXTS.notFound, () =>
    navigate(routePath('libraries'), { replace: true }),
  );
  const toLibrary = () => navigate(routePath('editLibrary', { id: Number(libraryId) }), { replace: true });
  // A template is looked for only in a library the address can name.
  const id = useRecordId(libraryId ? params.templateId : undefined, PLAYER_TEMPLATE_TEXTS.notFound, toLibrary);
  const { data: template, mutate: mutateTemplate } = usePlayerTemplate(Number(libraryId), id ?? null, toLibrary);

  const save = async (input: PlayerTemplateInput) => {
    const saved = await savePlayerTemplate(Number(libraryId), id ?? null, input);
    await invalidatePlayerTemplates(Number(libraryId));
    notify({ kind: 'success', text: id ? ADMIN_TEXTS.templateUpdated : ADMIN_TEXTS.templateSaved });
    if (id) await mutateTemplate(saved, { revalidate: false });
    else navigate(routePath('editLibrary', { id: Number(libraryId) }));
  };

  if (!libraryId || id === undefined || (id && !template)) return <PageLoading />;
  return (
    <>
      <PageTitle>{template ? template.name : 'Add player template'}</PageTitle>
      <PlayerTemplateForm
        template={template ?? null}
        onSave={save}
        onCancel={() => navigate(routePath('editLibrary', { id: libraryId }))}
      />
    </>
  );
}
