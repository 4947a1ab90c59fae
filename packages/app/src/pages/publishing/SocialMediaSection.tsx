import {
  removeAccount,
  requestAuthorization,
  useCompanyAccounts,
  usePublishingServices,
} from '../../data/publishing.ts';
import { notify } from '../../state/notify.ts';
import { storeLinking } from './linking.ts';
import { PUBLISHING_UI_TEXTS } from './publishing.ts';
import { SocialMediaCard } from './SocialMediaCard.tsx';

/**
 * The company's "Social media integration" card with its data: Grant Access keeps the company,
 * state and account name in the tab and goes to the service's consent page.
 */
export function SocialMediaSection({ companyId }: { companyId: number }) {
  const { data: services } = usePublishingServices();
  const { data: accounts } = useCompanyAccounts(companyId);
  return (
    <SocialMediaCard
      services={services}
      accounts={accounts}
      onGrantAccess={async (platform, name) => {
        const authorization = await requestAuthorization(platform, { companyId, name });
        storeLinking(window.sessionStorage, platform, { companyId, state: authorization.state, name });
        window.location.assign(authorization.oauth2GrantURL);
      }}
      onRemove={async (account) => {
        await removeAccount(account);
        notify({ kind: 'success', text: PUBLISHING_UI_TEXTS.accountRemoved });
      }}
    />
  );
}
