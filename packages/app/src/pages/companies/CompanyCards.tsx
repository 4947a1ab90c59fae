import type { Company, UsageStats } from '@reelbase/contract';
import { Card, formatFileSize, token } from '@reelbase/ui';
import styled from 'styled-components';
import { Note } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { LandingPageCard } from '../admin/LandingPageCard.tsx';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** "Usage stats" of one company: users, libraries, videos and used storage. */
export function CompanyUsageCard({ stats }: { stats: UsageStats | undefined }) {
  return (
    <Card title="Usage stats">
      {stats ? (
        <Figures>
          <dt>Users</dt>
          <dd>{stats.nr_of_users}</dd>
          <dt>Libraries</dt>
          <dd>{stats.nr_of_libraries}</dd>
          <dt>Videos</dt>
          <dd>{stats.nr_of_videos}</dd>
          <dt>Used Storage</dt>
          <dd>{formatFileSize(stats.used_storage)}</dd>
        </Figures>
      ) : (
        <Note>Loading usage stats…</Note>
      )}
    </Card>
  );
}

/** "Social media integration": where the company's Vimeo and YouTube accounts are linked. */
export function SocialMediaCard() {
  return (
    <Card title="Social media integration">
      <Note>Linking Vimeo and YouTube accounts is not available in this version of Reelbase yet.</Note>
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
      {company?.feature_flags.social_media_integration && props.canLinkAccounts && <SocialMediaCard />}
      {company?.feature_flags.usage_stats && props.canSeeUsage && <CompanyUsageCard stats={props.usage} />}
    </>
  );
}
