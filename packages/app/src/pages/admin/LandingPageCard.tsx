import { Button, Card, TextArea, token } from '@reelbase/ui';
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { FormActions, Note } from './AdminLayout.tsx';
import { ADMIN_TEXTS } from './adminTexts.ts';
import { ImagePicker } from './ImagePicker.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

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

/** "Landing page settings": the logo (select, replace, reset, remove) and the footer text. */
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
        <Stack>
          <ImagePicker
            label="Logo"
            imageUrl={saved.logoUrl}
            canRemove={saved.hasOwnLogo}
            removeQuestion={ADMIN_TEXTS.removeLogo}
            onUpload={onUploadLogo}
            onRemove={onRemoveLogo}
          />
          {children}
          <TextArea label="Footer text" value={footer} onChange={setFooter} rows={4} />
          <FormActions>
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
          </FormActions>
        </Stack>
      ) : (
        <Note>{unsavedText}</Note>
      )}
    </Card>
  );
}
