import { canDeleteCompany, hasPermission, PAGE_SIZES, routePath } from '@reelbase/contract';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { deleteCompany, useCompanies } from '../../data/companies.ts';
import { useListState } from '../../data/useListState.ts';
import { notify } from '../../state/notify.ts';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { viewerOf } from '../admin/viewer.ts';
import { CompaniesList } from './CompaniesList.tsx';

/** /companies: every company the viewer may list. */
export function CompaniesPage() {
  const navigate = useNavigate();
  const { user } = useSnapshot(session);
  const list = useListState({ pageSize: PAGE_SIZES.companies, sort: 'company_name' });
  const companies = useCompanies(list.query);
  if (!user) return null;
  const viewer = viewerOf(user);
  const canManage = hasPermission(user.permissions, 'manage-company');

  return (
    <CompaniesList
      list={list.withRows(companies)}
      canAdd={hasPermission(user.permissions, 'store-company')}
      onAdd={() => navigate(routePath('addCompany'))}
      canEdit={() => canManage}
      canDelete={(company) => canDeleteCompany(viewer, company.id)}
      onEdit={(company) => navigate(routePath('editCompany', { id: company.id }))}
      onDelete={async (company) => {
        await deleteCompany(company.id);
        notify({ kind: 'success', text: ADMIN_TEXTS.companyDeleted });
        await companies.mutate();
      }}
    />
  );
}
