import { type PlayerTemplateInput, routePath } from '@reelbase/contract';
import { useNavigate, useParams } from 'react-router';
import { invalidatePlayerTemplates, savePlayerTemplate, usePlayerTemplate } from '../../data/playerTemplates.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { PageTitle } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { useServerErrors } from '../admin/useServerErrors.ts';
import { PlayerTemplateForm } from './PlayerTemplateForm.tsx';

/** /libraries/{libraryId}/player-templates/create and /{templateId}: a library's player template. */
export function PlayerTemplatePage() {
  const navigate = useNavigate();
  const params = useParams();
  const libraryId = Number(params.libraryId);
  const id = params.templateId ? Number(params.templateId) : null;
  const toLibrary = () => navigate(routePath('editLibrary', { id: libraryId }), { replace: true });
  const { data: template, mutate: mutateTemplate } = usePlayerTemplate(libraryId, id, toLibrary);
  const server = useServerErrors();

  const save = async (input: PlayerTemplateInput) => {
    const saved = await server.capture(() => savePlayerTemplate(libraryId, id, input));
    if (!saved) return;
    await invalidatePlayerTemplates(libraryId);
    notify({ kind: 'success', text: id ? ADMIN_TEXTS.templateUpdated : ADMIN_TEXTS.templateSaved });
    if (id) await mutateTemplate(saved, { revalidate: false });
    else navigate(routePath('editLibrary', { id: libraryId }));
  };

  if (id && !template) return <PageLoading />;
  return (
    <>
      <PageTitle>{template ? template.name : 'Add player template'}</PageTitle>
      <PlayerTemplateForm
        template={template ?? null}
        onSave={save}
        onCancel={() => navigate(routePath('editLibrary', { id: libraryId }))}
        serverErrors={server.errors}
      />
    </>
  );
}
