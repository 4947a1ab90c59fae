import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { hasPermission, MESSAGES, SIGN_IN_TEXTS } from '@reelbase/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FtpConnection, FtpSrv } from 'ftp-srv';
import { attemptSignIn } from '../auth/sign-in-limiter.ts';
import type { FtpConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { checkCredentials, loadAccount } from '../users/accounts.ts';
import { ensureFtpRoot, ftpRootOf } from './ftp-folders.ts';
import type { FtpTls } from './ftp-tls.ts';

/** Where the FTP folders live: `DATA_DIR/ftp`. */
export const ftpDirOf = (config: { dataDir: string }) => path.join(config.dataDir, 'ftp');

export interface FtpServerDeps {
  db: Database;
  /** `DATA_DIR/ftp`, holding one folder per company. */
  ftpDir: string;
  log: FastifyBaseLogger;
  /** The certificate of explicit FTPS; null when FTPS is off. */
  tls: FtpTls | null;
}

export interface RunningFtpServer {
  /** The port of the control connection. */
  port: number;
  /** Disconnects every client and stops listening. */
  close(): Promise<void>;
}

/** Active mode connects out to any address the client names (a bounce risk): only passive mode is offered. */
const REFUSED_COMMANDS = ['PORT', 'EPRT', 'SITE'];
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGQUIT'] as const;

/**
 * Signs an FTP user in with their console e-mail address and password (the same failed-attempt
 * limits as the sign-in page) and answers their root folder. The user needs `ftp-folder-access`.
 */
export async function signInOverFtp(
  deps: Pick<FtpServerDeps, 'db' | 'ftpDir'>,
  credentials: { email: string; password: string; ip: string },
): Promise<string> {
  const { email, password, ip } = credentials;
  const outcome = await attemptSignIn(deps.db, { email, ip }, () => checkCredentials(deps.db, email, password));
  if (outcome.kind === 'refused') throw new Error(SIGN_IN_TEXTS.tooManyAttempts);
  if (outcome.kind === 'wrong') throw new Error(SIGN_IN_TEXTS.invalidCredentials);
  const account = await loadAccount(deps.db, outcome.userId);
  if (!account || !hasPermission(account.viewer.permissions, 'ftp-folder-access')) throw new Error(MESSAGES.forbidden);
  return ensureFtpRoot(ftpRootOf(deps.ftpDir, account.viewer.companyId));
}

/** The answer to USER or PASS before AUTH TLS when FTPS is required. */
export const FTP_TLS_REQUIRED = 'This server requires FTP over TLS: turn on explicit FTPS (AUTH TLS) in your client.';

/**
 * With FTPS required, USER and PASS are refused until the connection is encrypted: the client is
 * told before it sends the password in clear text. (The FTP server has no setting for this; its
 * command handler is wrapped per connection.)
 */
function refuseClearTextSignIn(connection: FtpConnection) {
  const commands = (connection as unknown as { commands: CommandHandler }).commands;
  const handle = commands.handle.bind(commands);
  commands.handle = (command) => {
    const directive = (typeof command === 'string' ? command.split(' ')[0] : command.directive)?.trim().toUpperCase();
    if ((directive === 'USER' || directive === 'PASS') && !connection.secure) {
      return connection.reply(530, FTP_TLS_REQUIRED);
    }
    return handle(command);
  };
}

interface CommandHandler {
  handle(command: string | { directive: string }): Promise<unknown>;
}

/**
 * Constructs the FTP server without the signal handlers it installs by itself (they exit the
 * process on SIGTERM; the product closes the FTP server in its own orderly shutdown).
 */
async function createFtpSrv(config: FtpConfig, log: FastifyBaseLogger, tls: FtpTls | null): Promise<FtpSrv> {
  // The FTP library is loaded only when the FTP server starts.
  const { FtpSrv } = await import('ftp-srv');
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const server = new FtpSrv({
    url: `ftp://${config.host}:${config.port}`,
    pasv_url: config.pasvUrl,
    pasv_min: config.pasvMin,
    pasv_max: config.pasvMax,
    anonymous: false,
    greeting: 'Reelbase FTP: sign in with your Reelbase e-mail address and password.',
    blacklist: REFUSED_COMMANDS,
    // With a certificate, AUTH TLS is offered on the plain port (explicit FTPS; data connections too).
    tls: tls ? { cert: tls.cert, key: tls.key, minVersion: 'TLSv1.2' } : false,
    log,
  });
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return server;
}

/** Starts the built-in FTP server (passive mode; one root folder per company; explicit FTPS with a certificate). */
export async function startFtpServer(config: FtpConfig, deps: FtpServerDeps): Promise<RunningFtpServer> {
  const log = deps.log.child({ component: 'ftp' });
  const [server, { CompanyFileSystem }] = await Promise.all([
    createFtpSrv(config, log, deps.tls),
    import('./ftp-file-system.ts'),
  ]);
  const tlsRequired = deps.tls !== null && config.tls.mode === 'required';
  if (tlsRequired) {
    // 'connect' (each new client) is emitted by the FTP server but missing from its typings.
    (server as unknown as NodeJS.EventEmitter).on('connect', ({ connection }: { connection: FtpConnection }) =>
      refuseClearTextSignIn(connection),
    );
  }
  server.on('login', ({ connection, username, password }, resolve, reject) => {
    if (tlsRequired && !connection.secure) {
      reject(new Error(FTP_TLS_REQUIRED));
      return;
    }
    signInOverFtp(deps, { email: username, password, ip: connection.ip ?? '' }).then(
      (root) => resolve({ fs: new CompanyFileSystem(connection, root) }),
      (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    );
  });
  server.on('client-error', ({ context, error }) => log.debug({ err: error, context }, 'FTP client error'));
  try {
    await server.listen();
  } catch (error) {
    await Promise.resolve(server.close()).catch(() => undefined);
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    throw new Error(
      inUse
        ? `The FTP port ${config.port} is in use: set FTP_PORT to another port, or to 0 to turn FTP off.`
        : `The FTP server could not start: ${(error as Error).message}`,
      { cause: error },
    );
  }
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  log.info(`FTP server listening on ${config.host}:${address.port}`);
  return {
    port: address.port,
    close: async () => {
      await server.close();
    },
  };
}
