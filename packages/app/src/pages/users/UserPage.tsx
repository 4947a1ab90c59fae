import {
  canEditRole,
  INVITATION_TEXTS,
  isPlatformRole,
  routePath,
  type UserCreate,
  type UserUpdate,
} from '@reelbase/contract';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { searchCompanies } from '../../data/companies.ts';
import { useLibrariesICanSee } from '../../data/libraries.ts';
import { invalidateList } from '../../data/list.ts';
import { resendInvitation, saveUser, useRoles, useUser } from '../../data/users.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { useServerErrors } from '../admin/useServerErrors.ts';
import { viewerOf } from '../admin/viewer.ts';
import { UserForm } from './UserForm.tsx';

/** /users/create and /users/{id}: the user form. */
export function UserPage() {
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { user: viewer } = useSnapshot(session);
  const toList = () => navigate(routePath('users'), { replace: true });
  const { data: user, mutate } = useUser(id, toList);
  const { data: roles } = useRoles();
  const { data: libraries } = useLibrariesICanSee();
  const server = useServerErrors();
  if (!viewer) return null;
  if ((id && !user) || !roles) return <PageLoading />;

  const holder = viewerOf(viewer);
  const showRole = user
    ? canEditRole(holder, { id: user.id, role: user.role, companyId: user.company?.id ?? null })
    : true;
  const save = async (input: UserCreate | UserUpdate) => {
    const saved = await server.capture(() => saveUser(id, input));
    if (!saved) return;
    await invalidateList('/api/users');
    notify({ kind: 'success', text: id ? ADMIN_TEXTS.userUpdated : ADMIN_TEXTS.userSaved });
    if (id) {
      await mutate(saved, { revalidate: false });
      return;
    }
    // A new user is mailed an invitation to choose a password.
    notify({ kind: 'success', text: INVITATION_TEXTS.sentTo(saved.email) });
    navigate(routePath('users'));
  };
  const resend = async () => {
    const sent = await resendInvitation(Number(id));
    await Promise.all([mutate(), invalidateList('/api/users')]);
    return sent;
  };

  return (
    <UserForm
      user={user ?? null}
      roles={[...roles.allowedCompanyLevelRoles, ...roles.libraryLevelRoles]}
      showRole={showRole}
      isPlatformViewer={isPlatformRole(viewer.role)}
      viewerCompanyId={viewer.company?.id ?? null}
      libraries={libraries ?? []}
      loadCompanies={(query, signal) => searchCompanies(query, signal)}
      onSave={save}
      onBack={() => navigate(routePath('users'))}
      onResendInvitation={resend}
      serverErrors={server.errors}
    />
  );
}
