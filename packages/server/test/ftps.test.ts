import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FtpConnection } from '@reelbase/contract';
import { Client, FTPError } from 'basic-ftp';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FtpConfig, loadConfig } from '../src/config.ts';
import { FTP_TLS_REQUIRED } from '../src/ftp/ftp-server.ts';
import { ftpTlsDirOf, loadFtpTls } from '../src/ftp/ftp-tls.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addUser, type Person } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let folder: string;
let data: TestData;
let server: TestServer;
let configured: { certFile: string; keyFile: string; fingerprint: string };
let person: Person;

const pasvMin = 40000 + Math.floor(Math.random() * 1000) * 20;
const ftpWith = (tls: FtpConfig['tls']): FtpConfig => ({
  port: 0,
  host: '127.0.0.1',
  pasvUrl: '127.0.0.1',
  pasvMin,
  pasvMax: pasvMin + 19,
  tls,
});

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-ftps-'));
  const pems = await generate([{ name: 'commonName', value: 'ftp.example.test' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  configured = {
    certFile: path.join(folder, 'configured-cert.pem'),
    keyFile: path.join(folder, 'configured-key.pem'),
    fingerprint: new X509Certificate(pems.cert).fingerprint256,
  };
  await writeFile(configured.certFile, pems.cert);
  await writeFile(configured.keyFile, pems.private);
  data = await createTestData();
  server = await startTestServer(data, {
    ftp: ftpWith({ mode: 'required', certFile: configured.certFile, keyFile: configured.keyFile }),
  });
  const companyId = await addCompany(server.db, 'Secure Media');
  person = await addUser(server.db, { role: 'company-admin', companyId, email: 'admin@secure.test' });
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** The server's answer (the last line of each reply) to each line sent in clear text, after its greeting. */
function plainAnswers(lines: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(server.ftp?.port ?? 0, '127.0.0.1');
    const answers: string[] = [];
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (text: string) => {
      buffered += text;
      const complete = buffered.split('\r\n');
      buffered = complete.pop() ?? '';
      // A reply may span lines ("220-..."): its last line starts with the code and a space.
      for (const line of complete.filter((each) => /^\d{3} /.test(each))) {
        answers.push(line);
        const next = lines[answers.length - 1];
        if (next !== undefined) socket.write(`${next}\r\n`);
        else {
          socket.end();
          resolve(answers.slice(1));
        }
      }
    });
  });
}

describe('FTPS required', () => {
  it('refuses a sign-in in clear text before the password is sent', async () => {
    const answers = await plainAnswers([`USER ${person.email}`, `PASS ${person.password}`]);
    expect(answers).toEqual([`530 ${FTP_TLS_REQUIRED}`, `530 ${FTP_TLS_REQUIRED}`]);
    const client = new Client(10_000);
    const refused = await client
      .access({ host: '127.0.0.1', port: server.ftp?.port, user: person.email, password: person.password })
      .catch((error: unknown) => error);
    client.close();
    expect(refused).toBeInstanceOf(FTPError);
    expect((refused as FTPError).code).toBe(530);
  });

  it('signs in over explicit TLS with the configured certificate, which the console names', async () => {
    const client = new Client(10_000);
    try {
      await client.access({
        host: '127.0.0.1',
        port: server.ftp?.port,
        user: person.email,
        password: person.password,
        secure: true,
        secureOptions: { rejectUnauthorized: false },
      });
      const socket = client.ftp.socket as import('node:tls').TLSSocket;
      expect(socket.getPeerCertificate().fingerprint256).toBe(configured.fingerprint);
      expect(await client.pwd()).toBe('/');
    } finally {
      client.close();
    }
    const { tokens } = await signIn(server.baseUrl, person.email, person.password);
    const connection = await api<FtpConnection>(server, '/api/ftp/connection', { token: tokens.access_token });
    expect(connection.body).toEqual({
      enabled: true,
      host: 'reelbase.test',
      port: server.ftp?.port,
      username: person.email,
      passive_ports: { min: pasvMin, max: pasvMin + 19 },
      tls: 'required',
      certificate_sha256: configured.fingerprint,
    });
  });
});

describe('the FTPS certificate', () => {
  it('is generated once in DATA_DIR and kept for later starts; a lone key is replaced', async () => {
    const dataDir = path.join(folder, 'data');
    const ftp = ftpWith({ mode: 'on' });
    const first = await loadFtpTls(ftp, dataDir, 'media.example.test');
    expect(first?.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const names = new X509Certificate(first?.cert ?? '').subjectAltName;
    expect(names).toContain('DNS:media.example.test');
    expect(names).toContain('IP Address:127.0.0.1');
    expect((await loadFtpTls(ftp, dataDir, 'media.example.test'))?.fingerprint).toBe(first?.fingerprint);
    await unlink(path.join(ftpTlsDirOf(dataDir), 'cert.pem'));
    const again = await loadFtpTls(ftp, dataDir, 'media.example.test');
    expect(again?.fingerprint).not.toBe(first?.fingerprint);
    expect(await readFile(path.join(ftpTlsDirOf(dataDir), 'cert.pem'), 'utf8')).toBe(again?.cert);
  });

  it('is none with FTPS off, and a configured key must belong to the certificate', async () => {
    expect(await loadFtpTls(ftpWith({ mode: 'off' }), folder, 'localhost')).toBeNull();
    const other = await generate(undefined, { keyType: 'ec' });
    const otherKey = path.join(folder, 'other-key.pem');
    await writeFile(otherKey, other.private);
    await expect(
      loadFtpTls(ftpWith({ mode: 'on', certFile: configured.certFile, keyFile: otherKey }), folder, 'localhost'),
    ).rejects.toThrow(/does not belong to the certificate/);
    await expect(
      loadFtpTls(ftpWith({ mode: 'on', certFile: path.join(folder, 'missing.pem'), keyFile: otherKey }), folder, 'x'),
    ).rejects.toThrow(/FTP_TLS_CERT/);
  });

  it('is configured by FTP_TLS, FTP_TLS_CERT and FTP_TLS_KEY', () => {
    expect(loadConfig({}).ftp?.tls).toEqual({ mode: 'on', certFile: undefined, keyFile: undefined });
    expect(loadConfig({ FTP_TLS: 'Required' }).ftp?.tls.mode).toBe('required');
    expect(loadConfig({ FTP_TLS: 'off' }).ftp?.tls.mode).toBe('off');
    expect(() => loadConfig({ FTP_TLS: 'sometimes' })).toThrow(/FTP_TLS must be on, required or off/);
    expect(() => loadConfig({ FTP_TLS_CERT: '/etc/cert.pem' })).toThrow(/set together/);
    expect(loadConfig({ FTP_TLS_CERT: '/a.pem', FTP_TLS_KEY: '/b.pem' }).ftp?.tls).toMatchObject({
      certFile: '/a.pem',
      keyFile: '/b.pem',
    });
  });
});
