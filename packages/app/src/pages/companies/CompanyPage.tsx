import { COMPANY_TEXTS, type CompanyInput, isPlatformRole, isRouteAllowed, routePath } from '@reelbase/contract';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import {
  removeCompanyLogo,
  saveCompany,
  uploadCompanyLogo,
  useCompany,
  useCompanyUsageStats,
} from '../../data/companies.ts';
import { invalidateList } from '../../data/list.ts';
import { useRecordId } from '../../forms/useRecordId.ts';
import { PageLoading } from '../../shell/PageLoading.tsx';
import { notify } from '../../state/notify.ts';
import { EditColumn, PageTitle } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { SocialMediaSection } from '../publishing/SocialMediaSection.tsx';
import { CompanyCards } from './CompanyCards.tsx';
import { CompanyForm } from './CompanyForm.tsx';
import { footerInput } from './companyForm.ts';

/** /companies/create and /companies/{id}: the company form and, once saved, its cards. */
export function CompanyPage() {
  const navigate = useNavigate();
  const params = useParams();
  const { user } = useSnapshot(session);
  const toList = () => navigate(routePath('companies'), { replace: true });
  const id = useRecordId(params.id, COMPANY_TEXTS.notFound, toList);
  const { data: company, mutate } = useCompany(id ?? null, toList);
  const canSeeUsage = user ? isRouteAllowed('usageStatsPage', user) : false;
  const showUsage = canSeeUsage && Boolean(company?.feature_flags.usage_stats);
  const { data: usage } = useCompanyUsageStats(showUsage ? (id ?? null) : null);
  if (!user) return null;
  const canEditFeatures = isPlatformRole(user.role);
  const hasList = user.role !== 'company-admin' && isRouteAllowed('companies', user);

  const save = async (input: CompanyInput) => {
    const saved = await saveCompany(id ?? null, input);
    await invalidateList('/api/companies');
    notify({ kind: 'success', text: id ? ADMIN_TEXTS.companyUpdated : ADMIN_TEXTS.companySaved });
    if (id) await mutate(saved, { revalidate: false });
    else navigate(routePath('editCompany', { id: saved.id }), { replace: true });
  };

  if (id === undefined || (id && !company)) return <PageLoading />;
  return (
    <EditColumn $gap={4}>
      <PageTitle>{company ? company.company_name : 'Add company'}</PageTitle>
      <CompanyForm
        company={company ?? null}
        canEditFeatures={canEditFeatures}
        onSave={save}
        onBack={hasList ? () => navigate(routePath('companies')) : undefined}
      />
      <CompanyCards
        company={company ?? null}
        usage={usage}
        canSeeUsage={canSeeUsage}
        canLinkAccounts={isRouteAllowed('VimeoAuthorize', user)}
        socialMedia={company ? <SocialMediaSection companyId={company.id} /> : undefined}
        onUploadLogo={async (file) => {
          if (!company) return;
          await uploadCompanyLogo(company.id, file);
          await mutate();
        }}
        onRemoveLogo={async () => {
          if (!company) return;
          await removeCompanyLogo(company.id);
          await mutate();
        }}
        onSaveFooter={async (text) => {
          if (!company) return;
          try {
            const saved = await saveCompany(company.id, footerInput(company, text, canEditFeatures));
            await mutate(saved, { revalidate: false });
            notify({ kind: 'success', text: ADMIN_TEXTS.companyUpdated });
          } catch {
            // Landing page saves fail quietly (errors other than 422 are toasted by the client).
          }
        }}
      />
    </EditColumn>
  );
}
