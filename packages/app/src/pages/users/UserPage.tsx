import {
  canEditRole,
  canManageUser,
  INVITATION_TEXTS,
  isPlatformRole,
  routePath,
  USER_TEXTS,
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
import { useRecordId } from '../../forms/useRecordId.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { viewerOf } from '../admin/viewer.ts';
import { UserForm } from './UserForm.tsx';

/** /users/create and /users/{id}: the user form, read-only for a user the viewer may not edit. */
export function UserPage() {
  const navigate = useNavigate();
  const params = useParams();
  const toList = () => navigate(routePath('users'), { replace: true });
  const id = useRecordId(params.id, USER_TEXTS.notFound, toList);
  const { user: viewer } = useSnapshot(session);
  const { data: user, mutate } = useUser(id ?? null, toList);
  const { data: roles } = useRoles();
  const { data: libraries } = useLibrariesICanSee();
  if (!viewer) return null;
  if (id === undefined || (id && !user) || !roles) return <PageLoading />;

  const holder = viewerOf(viewer);
  const target = user ? { id: user.id, role: user.role, companyId: user.company?.id ?? null } : null;
  // The contract's role-editing rules, as the server applies them to every save.
  const canEdit = target ? canManageUser(holder, target) : true;
  const showRole = target ? canEditRole(holder, target) : true;
  const save = async (input: UserCreate | UserUpdate) => {
    const saved = await saveUser(id, input);
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
      canEdit={canEdit}
      roles={[...roles.allowedCompanyLevelRoles, ...roles.libraryLevelRoles]}
      showRole={showRole}
      isPlatformViewer={isPlatformRole(viewer.role)}
      viewerCompanyId={viewer.company?.id ?? null}
      libraries={libraries ?? []}
      loadCompanies={(query, signal) => searchCompanies(query, signal)}
      onSave={save}
      onBack={() => navigate(routePath('users'))}
      onResendInvitation={resend}
    />
  );
}
