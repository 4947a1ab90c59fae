import { FTP_CONNECTION_TEXTS, type FtpConnection, type FtpTlsMode } from '@reelbase/contract';
import { Button, Card, type DescriptionItem, DescriptionList, Inline, Stack, Text } from '@reelbase/ui';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 44rem;
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
    <Inline $gap={2}>
      <Text as="code" size="sm" wrapAnywhere>
        {value}
      </Text>
      {onCopy && (
        <Button size="sm" variant="secondary" onPress={() => onCopy(value)}>
          {FTP_CONNECTION_TEXTS.copy(label.toLowerCase())}
        </Button>
      )}
    </Inline>
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
  const copyable = (term: string, value: string): DescriptionItem => ({
    term,
    description: <Copyable label={term} value={value} onCopy={onCopy} />,
  });
  const facts: DescriptionItem[] = [
    copyable(FTP_CONNECTION_TEXTS.server, host),
    copyable(FTP_CONNECTION_TEXTS.port, String(port)),
    copyable(FTP_CONNECTION_TEXTS.username, username),
    { term: FTP_CONNECTION_TEXTS.password, description: FTP_CONNECTION_TEXTS.passwordValue },
    ...(passive
      ? [{ term: FTP_CONNECTION_TEXTS.mode, description: FTP_CONNECTION_TEXTS.passive(passive.min, passive.max) }]
      : []),
    { term: FTP_CONNECTION_TEXTS.encryption, description: ENCRYPTION[tls] },
    ...(fingerprint
      ? [
          {
            term: FTP_CONNECTION_TEXTS.fingerprint,
            wide: true,
            description: (
              <Stack $gap={1}>
                <Text as="code" size="sm" wrapAnywhere>
                  {fingerprint}
                </Text>
                <Text tone="muted" size="sm">
                  {FTP_CONNECTION_TEXTS.fingerprintHint}
                </Text>
              </Stack>
            ),
          },
        ]
      : []),
  ];
  return (
    <Box>
      <Card title={FTP_CONNECTION_TEXTS.title}>
        <Stack>
          <Text tone="muted">{enabled ? FTP_CONNECTION_TEXTS.signIn : FTP_CONNECTION_TEXTS.off}</Text>
          {enabled && <DescriptionList items={facts} />}
        </Stack>
      </Card>
    </Box>
  );
}
