import { useState } from 'react';
import { sendEncodingsMail, useEncodings } from '../../data/videos.ts';
import { copyText } from '../../state/clipboard.ts';
import { notify } from '../../state/notify.ts';
import { ENCODING_TEXTS, EncodingsPanel } from './EncodingsPanel.tsx';

/** The Encodings panel of one video: progress follows the live updates; polled until every rendition is ready. */
export function VideoEncodings({ videoId }: { videoId: string }) {
  const { data, isLoading } = useEncodings(videoId);
  const [mailSent, setMailSent] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <EncodingsPanel
      encodings={data ?? []}
      isLoading={isLoading}
      mailSent={mailSent}
      isSending={sending}
      onCopyUrl={async (encoding) => {
        if (encoding.url && (await copyText(encoding.url))) notify({ kind: 'success', text: ENCODING_TEXTS.urlCopied });
      }}
      onSendMail={async () => {
        setSending(true);
        try {
          await sendEncodingsMail(videoId);
          setMailSent(true);
          notify({ kind: 'success', text: ENCODING_TEXTS.mailSent });
        } catch {
          // The client has shown the error.
        } finally {
          setSending(false);
        }
      }}
    />
  );
}
