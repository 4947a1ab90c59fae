import type { Company, UsageStats } from '@reelbase/contract';
import { Card, DescriptionList, formatFileSize, Text } from '@reelbase/ui';
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { LandingPageCard } from '../admin/LandingPageCard.tsx';

/** "Usage stats" of one company: users, libraries, videos and used storage. */
export function CompanyUsageCard({ stats }: { stats: UsageStats | undefined }) {
  return (
    <Card title="Usage stats">
      {stats ? (
        <DescriptionList
          aria-label="Usage stats"
          items={[
            { term: 'Users', description: stats.nr_of_users },
            { term: 'Libraries', description: stats.nr_of_libraries },
            { term: 'Videos', description: stats.nr_of_videos },
            { term: 'Used Storage', description: formatFileSize(stats.used_storage) },
          ]}
        />
      ) : (
        <Text tone="muted">Loading usage stats…</Text>
      )}
    </Card>
  );
}

/** "Social media integration" before its data is given: the card says it is loading. */
function SocialMediaLoading() {
  return (
    <Card title="Social media integration">
      <Text tone="muted">Loading linked accounts…</Text>
    </Card>
  );
}

/**
 * The cards below a company's form, as its state, its feature flags and the viewer's permissions
 * allow: social media integration needs account linking (VimeoAuthorize), usage stats the usage
 * stats page permission.
 */
export function CompanyCards(props: {
  company: Company | null;
  usage: UsageStats | undefined;
  canLinkAccounts: boolean;
  canSeeUsage: boolean;
  /** The "Social media integration" card with its data (the page gives it). */
  socialMedia?: ReactNode;
  onUploadLogo: (file: File) => Promise<void>;
  onRemoveLogo: () => Promise<void>;
  onSaveFooter: (text: string) => Promise<void>;
}) {
  const { company } = props;
  return (
    <>
      <LandingPageCard
        saved={company}
        unsavedText={ADMIN_TEXTS.landingAfterSave}
        onUploadLogo={props.onUploadLogo}
        onRemoveLogo={props.onRemoveLogo}
        onSaveFooter={props.onSaveFooter}
      />
      {company?.feature_flags.social_media_integration &&
        props.canLinkAccounts &&
        (props.socialMedia ?? <SocialMediaLoading />)}
      {company?.feature_flags.usage_stats && props.canSeeUsage && <CompanyUsageCard stats={props.usage} />}
    </>
  );
}
