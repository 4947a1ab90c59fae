import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import type { FtpConnection } from '@reelbase/contract';
import type { FtpConfig } from '../config.ts';

/** The certificate and key of explicit FTPS (PEM texts) and the certificate's SHA-256 fingerprint. */
export interface FtpTls {
  cert: string;
  key: string;
  fingerprint: string;
}

/** Where the generated self-signed certificate is kept: `DATA_DIR/ftp-tls`. */
export const ftpTlsDirOf = (dataDir: string) => path.join(dataDir, 'ftp-tls');

const CERT_FILE = 'cert.pem';
const KEY_FILE = 'key.pem';
/** A generated certificate is valid for ten years (clients are asked to trust it once). */
const GENERATED_YEARS = 10;

const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => null);

/** The checked pair: a certificate that parses and a key that belongs to it. */
function pairOf(cert: string, key: string, source: string): FtpTls {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch (error) {
    throw new Error(`${source}: the FTP certificate cannot be read`, { cause: error });
  }
  try {
    if (!certificate.checkPrivateKey(createPrivateKey(key))) throw new Error('mismatch');
  } catch (error) {
    throw new Error(`${source}: the FTP key does not belong to the certificate`, { cause: error });
  }
  return { cert, key, fingerprint: certificate.fingerprint256 };
}

/**
 * Generates a self-signed certificate for the FTP server's host names and writes it with its key
 * into `folder`: each file is written under a temporary name and renamed, the certificate last,
 * so that a start cut short leaves either a whole pair or none (a lone key is replaced).
 */
async function generatePair(folder: string, hosts: string[]): Promise<FtpTls> {
  const notBeforeDate = new Date();
  const notAfterDate = new Date(notBeforeDate);
  notAfterDate.setFullYear(notAfterDate.getFullYear() + GENERATED_YEARS);
  const names = [...new Set(hosts.filter(Boolean))];
  // The certificate library (a large one) is loaded only when a certificate is made.
  const { generate } = await import('selfsigned');
  const pems = await generate([{ name: 'commonName', value: names[0] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: names.map((name) =>
          isIP(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name },
        ),
      },
    ],
  });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const keyFile = path.join(folder, KEY_FILE);
  const certFile = path.join(folder, CERT_FILE);
  await writeFile(`${keyFile}.tmp`, pems.private, { mode: 0o600 });
  await rename(`${keyFile}.tmp`, keyFile);
  await writeFile(`${certFile}.tmp`, pems.cert, { mode: 0o644 });
  await rename(`${certFile}.tmp`, certFile);
  return pairOf(pems.cert, pems.private, folder);
}

/**
 * The certificate of explicit FTPS: the configured files (`FTP_TLS_CERT`, `FTP_TLS_KEY`), or a
 * self-signed one generated once in `DATA_DIR/ftp-tls` and kept for later starts. Null when FTPS
 * is off.
 */
export async function loadFtpTls(ftp: FtpConfig, dataDir: string, publicHost: string): Promise<FtpTls | null> {
  const { tls } = ftp;
  if (tls.mode === 'off') return null;
  if (tls.certFile && tls.keyFile) {
    const [cert, key] = await Promise.all([readIfThere(tls.certFile), readIfThere(tls.keyFile)]);
    if (cert === null) throw new Error(`FTP_TLS_CERT: ${tls.certFile} cannot be read`);
    if (key === null) throw new Error(`FTP_TLS_KEY: ${tls.keyFile} cannot be read`);
    return pairOf(cert, key, 'FTP_TLS_CERT');
  }
  const folder = ftpTlsDirOf(dataDir);
  const [cert, key] = await Promise.all([
    readIfThere(path.join(folder, CERT_FILE)),
    readIfThere(path.join(folder, KEY_FILE)),
  ]);
  if (cert !== null && key !== null) return pairOf(cert, key, folder);
  return generatePair(folder, [publicHost, ftp.pasvUrl, 'localhost', '127.0.0.1']);
}

/** How users reach the FTP server, the same for everybody (GET /api/ftp/connection adds the user name). */
export type FtpServerConnection = Omit<FtpConnection, 'username'>;

/** What GET /api/ftp/connection answers but the user name: how users reach the FTP server. */
export function ftpConnectionOf(
  ftp: { config: FtpConfig; port: number } | null,
  tls: FtpTls | null,
  publicUrl: string,
): FtpServerConnection {
  return {
    enabled: ftp !== null,
    host: new URL(publicUrl).hostname,
    port: ftp?.port ?? 0,
    passive_ports: ftp ? { min: ftp.config.pasvMin, max: ftp.config.pasvMax } : null,
    tls: ftp && tls ? ftp.config.tls.mode : 'off',
    certificate_sha256: tls?.fingerprint ?? null,
  };
}
