import { canChooseCompany, INVITATION_TEXTS, PAGE_SIZES, routePath } from '@reelbase/contract';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { useCompanyOptions } from '../../data/companies.ts';
import { useListState } from '../../data/useListState.ts';
import { deleteUser, resendInvitation, useUsers } from '../../data/users.ts';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { viewerOf } from '../admin/viewer.ts';
import { UsersList } from './UsersList.tsx';

/** /users: the users the viewer manages. */
export function UsersPage() {
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const showCompany = user ? canChooseCompany(viewerOf(user)) : false;
  const list = useListState({ pageSize: PAGE_SIZES.users, sort: 'name' });
  const users = useUsers(list.query);
  const { data: companies } = useCompanyOptions(showCompany);
  if (!user) return null;
  const filter = list.query.filters?.company_id;
  return (
    <UsersList
      list={list.withRows(users)}
      showCompany={showCompany}
      companies={companies ?? []}
      companyFilter={typeof filter === 'number' ? filter : null}
      onCompanyFilterChange={(companyId) => list.setFilter('company_id', companyId)}
      onAdd={() => navigate(routePath('addUser'))}
      onEdit={(row) => navigate(routePath('editUser', { id: row.id }))}
      onResendInvitation={async (row) => {
        const sent = await resendInvitation(row.id);
        notify({ kind: 'success', text: INVITATION_TEXTS.sentTo(sent.to) });
        await users.mutate();
      }}
      onDelete={async (row) => {
        await deleteUser(row.id);
        notify({ kind: 'success', text: ADMIN_TEXTS.userDeleted });
        await users.mutate();
      }}
    />
  );
}
