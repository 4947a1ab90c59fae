import {
  PUBLISH_LIMITS,
  PUBLISHING_TEXTS,
  type PublishCategory,
  type PublishingAccount,
  type PublishPlatform,
  VIMEO_PRIVACY_OPTIONS,
  vimeoPublishSchema,
  YOUTUBE_PRIVACY_OPTIONS,
  youtubePublishSchema,
} from '@reelbase/contract';
import { Button, Inline, Modal, Notice, Select, Stack, Text, TextArea, TextField } from '@reelbase/ui';
import { useEffect } from 'react';
import { useForm } from '../../forms/useForm.ts';
import {
  chosenAccount,
  initialPublishValues,
  PUBLISH_FIELDS,
  type PublishInput,
  type PublishValues,
  type PublishVideo,
  publishBlocker,
  publishInput,
  publishRules,
} from './publishForm.ts';
import { isPrivacyAllowed, PUBLISHING_UI_TEXTS, VIMEO_PRIVACY_LABELS, YOUTUBE_PRIVACY_LABELS } from './publishing.ts';

export interface PublishDialogProps {
  isOpen: boolean;
  platform: PublishPlatform;
  video: PublishVideo;
  /** The company's linked accounts of the service; undefined while loading. */
  accounts: readonly PublishingAccount[] | undefined;
  /** The categories the service offers to the chosen account; undefined while loading or none chosen. */
  categories: readonly PublishCategory[] | undefined;
  /** The chosen account changed (the categories are those of the account). */
  onAccountChange: (accountId: number | null) => void;
  /** Publishes; the dialog closes when it resolves and stays open (with 422 messages on the fields) when it rejects. */
  onPublish: (platform: PublishPlatform, input: PublishInput) => Promise<unknown>;
  onClose: () => void;
}

/** "Publish to Vimeo" or "Publish to YouTube": account, title, description, tags, category and privacy. */
export function PublishDialog({ isOpen, platform, onClose, ...props }: PublishDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={PUBLISHING_UI_TEXTS.publishTo(platform)}>
      <PublishForm key={platform} platform={platform} onClose={onClose} {...props} />
    </Modal>
  );
}

const privacyOptions = (platform: PublishPlatform, account: PublishingAccount | undefined) =>
  platform === 'vimeo'
    ? VIMEO_PRIVACY_OPTIONS.map((id) => ({
        id,
        label: VIMEO_PRIVACY_LABELS[id],
        isDisabled: !isPrivacyAllowed(id, account),
      }))
    : YOUTUBE_PRIVACY_OPTIONS.map((id) => ({ id, label: YOUTUBE_PRIVACY_LABELS[id] }));

function PublishForm({
  platform,
  video,
  accounts,
  categories,
  onAccountChange,
  onPublish,
  onClose,
}: Omit<PublishDialogProps, 'isOpen'>) {
  const linked = accounts ?? [];
  const form = useForm<PublishValues, PublishInput>({
    initial: initialPublishValues(video, linked),
    toInput: (values) => publishInput(platform, values, video, linked),
    schema: platform === 'vimeo' ? vimeoPublishSchema : youtubePublishSchema,
    validate: (input) => publishRules(platform, input, linked),
    fieldOf: PUBLISH_FIELDS,
    onSubmit: async (input) => {
      await onPublish(platform, input);
      onClose();
    },
    guardsChanges: false,
    awaitsPause: false,
  });
  const { values } = form;
  const account = chosenAccount(values, linked);
  const accountId = account?.id ?? null;
  useEffect(() => onAccountChange(accountId), [accountId, onAccountChange]);
  const blocker = accounts ? publishBlocker(video, linked) : null;
  const isYoutube = platform === 'youtube';

  return (
    <form onSubmit={(event) => void form.submit(event)} aria-label={PUBLISHING_UI_TEXTS.publishTo(platform)}>
      <Stack $gap={4}>
        {!accounts ? (
          <Text tone="muted" role="status">
            {PUBLISHING_UI_TEXTS.loadingAccounts}
          </Text>
        ) : linked.length === 0 ? (
          <Notice as="p" tone="warning">
            {PUBLISHING_TEXTS.noAccount}
          </Notice>
        ) : (
          <Select
            label="Account"
            isRequired
            options={linked.map((item) => ({ id: String(item.id), label: item.name }))}
            selectedKey={values.accountId}
            onSelectionChange={(key) => form.update({ accountId: key, category: null }, PUBLISH_FIELDS.accountId)}
            errorMessage={form.errorFor(PUBLISH_FIELDS.accountId)}
          />
        )}
        {video.size <= 0 && (
          <Notice as="p" tone="warning">
            {PUBLISHING_TEXTS.noFileSize}
          </Notice>
        )}
        <TextField label="Title" isRequired description={PUBLISHING_UI_TEXTS.titleHint} {...form.field('title')} />
        <TextArea
          label="Description"
          isRequired={isYoutube}
          counter={PUBLISH_LIMITS.description}
          description={PUBLISHING_UI_TEXTS.descriptionHint}
          {...form.field('description')}
        />
        <TextField label="Tags" description={PUBLISHING_TEXTS.tags} {...form.field('tags')} />
        <Select
          label="Category"
          isRequired
          isDisabled={!account || !categories}
          placeholder={
            !account
              ? PUBLISHING_UI_TEXTS.selectAccountFirst
              : categories
                ? 'Select a category'
                : PUBLISHING_UI_TEXTS.loadingCategories
          }
          options={(categories ?? []).map((category) => ({ id: category.id, label: category.name }))}
          selectedKey={values.category}
          onSelectionChange={(key) => form.set('category', key)}
          errorMessage={form.errorFor(PUBLISH_FIELDS.category)}
        />
        <Select
          label="Privacy"
          isRequired
          options={privacyOptions(platform, account)}
          selectedKey={values.privacy}
          onSelectionChange={(key) => form.set('privacy', key)}
          description={platform === 'vimeo' && !account?.meta.paidTier ? PUBLISHING_TEXTS.paidTier : undefined}
          errorMessage={form.errorFor(PUBLISH_FIELDS.privacy)}
        />
        {platform === 'vimeo' && values.privacy === 'password' && (
          <TextField
            label="Password"
            type="password"
            isRequired
            autoComplete="new-password"
            {...form.field('password')}
          />
        )}
        <Inline $gap={2} $justify="end">
          <Button variant="secondary" onPress={onClose} isDisabled={form.isSaving}>
            Cancel
          </Button>
          <Button
            type="submit"
            isDisabled={form.submitButton.isDisabled || blocker !== null}
            isLoading={form.submitButton.isLoading}
            disabledReason={blocker ?? undefined}
            loadingLabel="Publishing"
          >
            Publish
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
