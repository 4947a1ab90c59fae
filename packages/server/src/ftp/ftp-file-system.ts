import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { FileSystem, type FtpConnection } from 'ftp-srv';
import { type FtpPath, FtpPathError, isPartialUpload, partialNameOf, resolveFtpPath } from './ftp-folders.ts';

type NamedStats = Stats & { name: string };

const MESSAGES: Record<string, string> = {
  ENOENT: 'No such file or folder.',
  ENOTDIR: 'No such folder.',
  EEXIST: 'A file or folder of that name already exists.',
  ENOTEMPTY: 'The folder is not empty.',
  EISDIR: 'That is a folder.',
  ENOSPC: 'There is no space left.',
};

/** An error for the FTP client: the reason without the server's own paths. */
function clientError(error: unknown): Error {
  if (error instanceof FtpPathError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return new Error(MESSAGES[code] ?? 'The operation failed.');
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw clientError(error);
  }
}

/**
 * Rewrites the message of a file stream's error before the FTP server answers with it (it sends
 * `error.message` to the client): the server's own paths stay out of the answer.
 */
function withClientErrors<S extends NodeJS.EventEmitter>(stream: S): S {
  stream.prependListener('error', (error: Error) => {
    const { message } = clientError(error);
    if (message !== error.message) Object.defineProperty(error, 'message', { value: message });
  });
  return stream;
}

const named = (info: Stats, name: string): NamedStats => Object.assign(info, { name });

/**
 * Writes a received file under a hidden name and renames it when the transfer completed; a
 * failed transfer leaves nothing behind. (The FTP server "closes" the stream by emitting `close`
 * when the data connection ends, as it does for its own file streams.)
 */
function receivingStream(target: string): Writable {
  const partial = partialNameOf(target);
  const file = createWriteStream(partial, { flags: 'w' });
  let failed = false;
  const stream = new Writable({
    write(chunk, encoding, callback) {
      file.write(chunk, encoding, callback);
    },
    final(callback) {
      file.end(() => {
        if (failed) callback(new Error('The transfer failed.'));
        else
          rename(partial, target).then(
            () => callback(),
            (error: unknown) => callback(clientError(error)),
          );
      });
    },
    destroy(error, callback) {
      if (error) {
        failed = true;
        file.destroy();
        rm(partial, { force: true }).then(
          () => callback(error),
          () => callback(error),
        );
      } else callback(null);
    },
  });
  file.once('error', (error) => stream.destroy(clientError(error)));
  stream.once('close', () => {
    if (!stream.destroyed && !stream.writableEnded) stream.end();
  });
  return stream;
}

/**
 * The file system an FTP user works in: one root folder (their company's), client paths resolved
 * by `resolveFtpPath` so that nothing outside the root can be reached, files still being received
 * hidden from lists, and error messages without the server's own paths.
 */
export class CompanyFileSystem extends FileSystem {
  readonly #root: string;
  #cwd = '/';

  constructor(connection: FtpConnection, root: string) {
    super(connection, { root, cwd: '/' });
    this.#root = path.resolve(root);
  }

  #resolve(input: string | undefined): FtpPath {
    return resolveFtpPath(this.#root, input || '.', this.#cwd);
  }

  override currentDirectory(): string {
    return this.#cwd;
  }

  override get(fileName: string): Promise<NamedStats> {
    return guarded(async () => named(await stat(this.#resolve(fileName).fsPath), fileName));
  }

  override list(folder = '.'): Promise<NamedStats[]> {
    return guarded(async () => {
      const { fsPath } = this.#resolve(folder);
      const names = (await readdir(fsPath)).filter((name) => !isPartialUpload(name));
      const entries = await Promise.all(
        names.map((name) =>
          stat(path.join(fsPath, name)).then(
            (info) => named(info, name),
            () => null,
          ),
        ),
      );
      return entries.filter((entry): entry is NamedStats => entry !== null);
    });
  }

  override chdir(folder = '.'): Promise<string> {
    return guarded(async () => {
      const target = this.#resolve(folder);
      if (!(await stat(target.fsPath)).isDirectory()) throw new FtpPathError('Not a folder.');
      this.#cwd = target.clientPath;
      return this.#cwd;
    });
  }

  override write(fileName: string, { append = false, start }: { append?: boolean; start?: number } = {}) {
    const { fsPath, clientPath } = this.#resolve(fileName);
    if (fsPath === this.#root) throw new FtpPathError('Not a file.');
    if (!append && !start) return { stream: receivingStream(fsPath), clientPath };
    // Appending or resuming writes into the file itself.
    const stream = withClientErrors(
      createWriteStream(fsPath, { flags: append ? 'a' : 'r+', start: append ? undefined : start }),
    );
    stream.once('close', () => stream.end());
    return { stream, clientPath };
  }

  override read(fileName: string, { start }: { start?: number } = {}) {
    return guarded(async () => {
      const { fsPath, clientPath } = this.#resolve(fileName);
      if ((await stat(fsPath)).isDirectory()) throw new FtpPathError('Cannot read a folder.');
      return { stream: withClientErrors(createReadStream(fsPath, { start })), clientPath };
    });
  }

  override delete(target: string): Promise<void> {
    return guarded(async () => {
      const { fsPath } = this.#resolve(target);
      if (fsPath === this.#root) throw new FtpPathError('The root folder cannot be removed.');
      if ((await stat(fsPath)).isDirectory()) await rmdir(fsPath);
      else await unlink(fsPath);
    });
  }

  override mkdir(folder: string): Promise<string> {
    return guarded(async () => {
      const { fsPath, clientPath } = this.#resolve(folder);
      await mkdir(fsPath, { recursive: true });
      return clientPath;
    });
  }

  override rename(from: string, to: string): Promise<void> {
    return guarded(async () => {
      const source = this.#resolve(from);
      const target = this.#resolve(to);
      if (source.fsPath === this.#root || target.fsPath === this.#root) {
        throw new FtpPathError('The root folder cannot be renamed.');
      }
      await rename(source.fsPath, target.fsPath);
    });
  }

  override chmod(): Promise<void> {
    return Promise.reject(new Error('Changing permissions is not supported.'));
  }

  override getUniqueName(): string {
    return randomUUID().replace(/-/g, '');
  }
}
