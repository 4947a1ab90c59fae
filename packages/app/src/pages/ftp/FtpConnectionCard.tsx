import { FTP_CONNECTION_TEXTS, type FtpConnection, type FtpTlsMode } from '@reelbase/contract';
import { Card, token } from '@reelbase/ui';
import styled from 'styled-components';
import { Note } from '../admin/AdminLayout.tsx';

const Box = styled.div`
  max-width: 40rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${token('space-2')} ${token('space-4')};
  margin: ${token('space-3')} 0 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** The fingerprint is long: its term and value take the whole width, one above the other. */
const WideTerm = styled.dt`
  grid-column: 1 / -1;
`;

const WideValue = styled.dd`
  grid-column: 1 / -1;
  code {
    display: block;
    font-family: ${token('font-family-mono')};
    font-size: ${token('font-size-sm')};
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  margin: ${token('space-1')} 0 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const ENCRYPTION: Record<FtpTlsMode, string> = {
  required: FTP_CONNECTION_TEXTS.tlsRequired,
  on: FTP_CONNECTION_TEXTS.tlsOffered,
  off: FTP_CONNECTION_TEXTS.tlsOff,
};

export interface FtpConnectionCardProps {
  /** How an FTP client reaches the built-in FTP server. */
  connection: FtpConnection;
}

/** The FTP page's "Connect with an FTP client" card: server, port, encryption and certificate fingerprint. */
export function FtpConnectionCard({ connection }: FtpConnectionCardProps) {
  const { enabled, host, port, tls, certificate_sha256: fingerprint } = connection;
  return (
    <Box>
      <Card title={FTP_CONNECTION_TEXTS.title}>
        {enabled ? (
          <>
            <Note>{FTP_CONNECTION_TEXTS.signIn}</Note>
            <Facts>
              <dt>{FTP_CONNECTION_TEXTS.server}</dt>
              <dd>{host}</dd>
              <dt>{FTP_CONNECTION_TEXTS.port}</dt>
              <dd>{port}</dd>
              <dt>{FTP_CONNECTION_TEXTS.encryption}</dt>
              <dd>{ENCRYPTION[tls]}</dd>
              {fingerprint && (
                <>
                  <WideTerm>{FTP_CONNECTION_TEXTS.fingerprint}</WideTerm>
                  <WideValue>
                    <code>{fingerprint}</code>
                    <Hint>{FTP_CONNECTION_TEXTS.fingerprintHint}</Hint>
                  </WideValue>
                </>
              )}
            </Facts>
          </>
        ) : (
          <Note>{FTP_CONNECTION_TEXTS.off}</Note>
        )}
      </Card>
    </Box>
  );
}
