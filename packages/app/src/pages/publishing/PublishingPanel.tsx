import { PUBLISH_PLATFORM_NAMES, PUBLISH_PLATFORMS, type Publication, type PublishPlatform } from '@reelbase/contract';
import { Button, DescriptionList, formatDateTime, Heading, Inline, Stack, Text } from '@reelbase/ui';
import { PublicationsList } from './PublicationsList.tsx';
import { latestPublication, PUBLISHING_UI_TEXTS } from './publishing.ts';

export interface PublishingPanelProps {
  /** The video's publications, newest first; undefined while loading. */
  publications: readonly Publication[] | undefined;
  /** Opens the publish dialog of a service. */
  onOpenPublish: (platform: PublishPlatform) => void;
  /** Tries a failed publication again. */
  onRetry: (publication: Publication) => Promise<unknown>;
}

/** "Publish & share" of a video: the latest publication, the publish buttons and the publication log. */
export function PublishingPanel({ publications, onOpenPublish, onRetry }: PublishingPanelProps) {
  const latest = latestPublication(publications);
  return (
    <Stack $gap={4}>
      <DescriptionList
        aria-label={PUBLISHING_UI_TEXTS.latest}
        items={[
          {
            term: PUBLISHING_UI_TEXTS.latest,
            description: latest
              ? `${PUBLISH_PLATFORM_NAMES[latest.external_platform]} · ${latest.accountName} · ${formatDateTime(latest.date)}`
              : PUBLISHING_UI_TEXTS.notAvailable,
          },
        ]}
      />
      <Inline $gap={2}>
        {PUBLISH_PLATFORMS.map((platform) => (
          <Button key={platform} variant="secondary" onPress={() => onOpenPublish(platform)}>
            {PUBLISHING_UI_TEXTS.publishTo(platform)}
          </Button>
        ))}
      </Inline>
      <Stack $gap={2}>
        <Heading level={4} size="md">
          {PUBLISHING_UI_TEXTS.publications}
        </Heading>
        {publications ? (
          <PublicationsList publications={publications} onRetry={onRetry} />
        ) : (
          <Text tone="muted" size="sm" role="status">
            {PUBLISHING_UI_TEXTS.loadingPublications}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
