import { Button, TextArea, TextField, token } from '@reelbase/ui';
import styled from 'styled-components';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import { embedCode, VIDEO_ACTION_TEXTS, viewingPageUrl } from './videoActions.ts';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space-2')};

  > :first-child {
    align-self: stretch;
  }
`;

export interface EmbedSharePanelProps {
  video: { id: string; title: string };
  /** The console's address; the current origin by default. */
  origin?: string;
  /** The path of the video's public comments page (`/comments/{id}/{hash}`), when known. */
  commentsPath?: string | null;
}

/**
 * The Embed & Share panel: the link to the public viewing page, the comments link and the embed
 * code (an iframe of that page), each with a copy button that says "Copied to clipboard!".
 */
export function EmbedSharePanel({ video, origin = window.location.origin, commentsPath }: EmbedSharePanelProps) {
  const link = viewingPageUrl(origin, video.id);
  const code = embedCode(origin, video);
  const copy = async (text: string) => {
    if (await copyText(text)) notify({ kind: 'success', text: VIDEO_ACTION_TEXTS.copiedToClipboard });
  };
  return (
    <Stack>
      <Row>
        <TextField label={VIDEO_ACTION_TEXTS.shareLink} value={link} isReadOnly />
        <Button size="sm" variant="secondary" onPress={() => copy(link)}>
          {VIDEO_ACTION_TEXTS.copyLink}
        </Button>
      </Row>
      {commentsPath && (
        <Row>
          <TextField
            label={VIDEO_ACTION_TEXTS.commentsLink}
            description={VIDEO_ACTION_TEXTS.commentsLinkHint}
            value={`${origin.replace(/\/$/, '')}${commentsPath}`}
            isReadOnly
          />
          <Button size="sm" variant="secondary" onPress={() => copy(`${origin.replace(/\/$/, '')}${commentsPath}`)}>
            {VIDEO_ACTION_TEXTS.copyCommentsLink}
          </Button>
        </Row>
      )}
      <Row>
        <TextArea label={VIDEO_ACTION_TEXTS.embedCode} value={code} isReadOnly rows={4} />
        <Button size="sm" onPress={() => copy(code)}>
          {VIDEO_ACTION_TEXTS.copyEmbedCode}
        </Button>
      </Row>
    </Stack>
  );
}
