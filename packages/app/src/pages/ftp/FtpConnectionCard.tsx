import { FTP_CONNECTION_TEXTS, type FtpConnection, type FtpTlsMode } from '@reelbase/contract';
import { Button, Card, token } from '@reelbase/ui';
import styled from 'styled-components';
import { Note } from '../admin/AdminLayout.tsx';

const Box = styled.div`
  max-width: 44rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${token('space-2')} ${token('space-4')};
  align-items: center;
  margin: ${token('space-3')} 0 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: ${token('space-2')};
    }
  }
`;

const Value = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  code {
    font-family: ${token('font-family-mono')};
    font-size: ${token('font-size-sm')};
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
  /** Copies a value (server, port, user name); without it there are no copy buttons. */
  onCopy?: (text: string) => void;
}

/** A value in code type with its copy button. */
function Copyable({ label, value, onCopy }: { label: string; value: string; onCopy?: (text: string) => void }) {
  return (
    <Value>
      <code>{value}</code>
      {onCopy && (
        <Button size="sm" variant="secondary" onPress={() => onCopy(value)}>
          {FTP_CONNECTION_TEXTS.copy(label.toLowerCase())}
        </Button>
      )}
    </Value>
  );
}

/**
 * The FTP page's "Connect with an FTP client" card: server, port, user name (the console e-mail)
 * and password, the passive transfer mode with its data ports, the encryption and the
 * certificate fingerprint; server, port and user name each with a copy button.
 */
export function FtpConnectionCard({ connection, onCopy }: FtpConnectionCardProps) {
  const { enabled, host, port, username, tls, certificate_sha256: fingerprint } = connection;
  const passive = connection.passive_ports;
  return (
    <Box>
      <Card title={FTP_CONNECTION_TEXTS.title}>
        {enabled ? (
          <>
            <Note>{FTP_CONNECTION_TEXTS.signIn}</Note>
            <Facts>
              <dt>{FTP_CONNECTION_TEXTS.server}</dt>
              <dd>
                <Copyable label={FTP_CONNECTION_TEXTS.server} value={host} onCopy={onCopy} />
              </dd>
              <dt>{FTP_CONNECTION_TEXTS.port}</dt>
              <dd>
                <Copyable label={FTP_CONNECTION_TEXTS.port} value={String(port)} onCopy={onCopy} />
              </dd>
              <dt>{FTP_CONNECTION_TEXTS.username}</dt>
              <dd>
                <Copyable label={FTP_CONNECTION_TEXTS.username} value={username} onCopy={onCopy} />
              </dd>
              <dt>{FTP_CONNECTION_TEXTS.password}</dt>
              <dd>{FTP_CONNECTION_TEXTS.passwordValue}</dd>
              {passive && (
                <>
                  <dt>{FTP_CONNECTION_TEXTS.mode}</dt>
                  <dd>{FTP_CONNECTION_TEXTS.passive(passive.min, passive.max)}</dd>
                </>
              )}
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
