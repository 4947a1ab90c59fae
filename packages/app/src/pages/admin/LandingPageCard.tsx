import { Button, Card, Inline, Spinner, Stack, Text } from '@reelbase/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { ImagePicker } from './ImagePicker.tsx';

export interface LandingPageCardProps {
  /** The saved entity's landing page values; null before the first save. */
  saved: { logoUrl: string | null; hasOwnLogo: boolean; footer_text: string | null } | null;
  /** Shown instead of the settings before the first save. */
  unsavedText: string;
  onUploadLogo: (file: File) => Promise<void>;
  onRemoveLogo: () => Promise<void>;
  onSaveFooter: (text: string) => Promise<void>;
  /** More images of the landing page (the library's viewing-page background). */
  children?: ReactNode;
}

/** The footer's editor is loaded when a landing page card is shown, not with the console. */
const RichTextEditor = lazy(async () => ({
  default: (await import('@reelbase/ui/RichTextEditor')).RichTextEditor,
}));

/**
 * "Landing page settings": the logo (select, replace, reset, remove) and the footer text. They
 * save on their own, apart from the entity's form, and the card says so.
 */
export function LandingPageCard({
  saved,
  unsavedText,
  onUploadLogo,
  onRemoveLogo,
  onSaveFooter,
  children,
}: LandingPageCardProps) {
  const [footer, setFooter] = useState(saved?.footer_text ?? '');
  const [saving, setSaving] = useState(false);
  useEffect(() => setFooter(saved?.footer_text ?? ''), [saved?.footer_text]);
  return (
    <Card title="Landing page settings">
      {saved ? (
        <Stack $gap={4}>
          <Text tone="muted" size="sm">
            {ADMIN_TEXTS.landingSavedOnItsOwn}
          </Text>
          <ImagePicker
            label="Logo"
            imageUrl={saved.logoUrl}
            canRemove={saved.hasOwnLogo}
            removeQuestion={ADMIN_TEXTS.removeLogo}
            onUpload={onUploadLogo}
            onRemove={onRemoveLogo}
          />
          {children}
          <Suspense fallback={<Spinner label="Loading the footer editor" />}>
            <RichTextEditor
              label="Footer text"
              value={footer}
              onChange={setFooter}
              description={ADMIN_TEXTS.footerHelp}
            />
          </Suspense>
          <Inline $justify="end">
            <Button
              variant="secondary"
              isLoading={saving}
              isDisabled={footer === (saved.footer_text ?? '')}
              onPress={async () => {
                setSaving(true);
                try {
                  await onSaveFooter(footer);
                } finally {
                  setSaving(false);
                }
              }}
            >
              Save footer text
            </Button>
          </Inline>
        </Stack>
      ) : (
        <Text tone="muted">{unsavedText}</Text>
      )}
    </Card>
  );
}
