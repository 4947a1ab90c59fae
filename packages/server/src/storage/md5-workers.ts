import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/*
 * MD5 of upload parts on worker threads: the request's thread only copies the bytes into shared
 * buffers and writes them, so that hashing runs beside the network and the disk instead of after
 * them. A part is hashed by one worker, its buffers in the order they were given.
 */

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
parentPort.on('message', (message) => {
  if (message.bytes) {
    let hash = hashes.get(message.id);
    if (!hash) hashes.set(message.id, (hash = createHash('md5')));
    hash.update(new Uint8Array(message.bytes, 0, message.length));
    parentPort.postMessage({ id: message.id });
  } else if (message.drop) {
    hashes.delete(message.id);
  } else {
    const hash = hashes.get(message.id) ?? createHash('md5');
    hashes.delete(message.id);
    parentPort.postMessage({ id: message.id, digest: hash.digest('hex') });
  }
});
`;

interface Waiter {
  resolve: (digest?: string) => void;
  reject: (error: Error) => void;
}

class HashWorker {
  private readonly worker: Worker;
  /** Per hash id, the answers awaited in order (buffer acknowledgements, then the digest). */
  private readonly waiting = new Map<number, Waiter[]>();
  dead = false;

  constructor() {
    this.worker = new Worker(WORKER_SOURCE, { eval: true });
    this.worker.unref();
    this.worker.on('message', (message: { id: number; digest?: string }) => {
      const queue = this.waiting.get(message.id);
      const waiter = queue?.shift();
      if (queue && queue.length === 0) this.waiting.delete(message.id);
      waiter?.resolve(message.digest);
    });
    const fail = (error: Error) => {
      this.dead = true;
      for (const queue of this.waiting.values()) for (const waiter of queue) waiter.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The hashing thread stopped (${code}).`)));
  }

  private answer(id: number): Promise<string | undefined> {
    if (this.dead) return Promise.reject(new Error('The hashing thread stopped.'));
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(id) ?? [];
      queue.push({ resolve, reject });
      this.waiting.set(id, queue);
    });
  }

  update(id: number, bytes: SharedArrayBuffer, length: number): Promise<unknown> {
    const answered = this.answer(id);
    if (!this.dead) this.worker.postMessage({ id, bytes, length });
    return answered;
  }

  async digest(id: number): Promise<string> {
    const answered = this.answer(id);
    if (!this.dead) this.worker.postMessage({ id });
    return (await answered) as string;
  }

  drop(id: number) {
    this.waiting.delete(id);
    if (!this.dead) this.worker.postMessage({ id, drop: true });
  }
}

const workers: HashWorker[] = [];
const WORKER_COUNT = Math.max(1, Math.min(2, availableParallelism() - 1));
let nextId = 0;

function workerFor(id: number): HashWorker {
  const index = id % WORKER_COUNT;
  const existing = workers[index];
  if (existing && !existing.dead) return existing;
  const created = new HashWorker();
  workers[index] = created;
  return created;
}

/** One MD5 computed off the request's thread: `update` resolves once the buffer may be reused. */
export interface Md5Job {
  update(bytes: SharedArrayBuffer, length: number): Promise<unknown>;
  /** The hex digest of everything given; the job is finished. */
  digest(): Promise<string>;
  /** Gives the job up (the part was not stored). */
  drop(): void;
}

export function startMd5(): Md5Job {
  const id = nextId++;
  const worker = workerFor(id);
  return {
    update: (bytes, length) => worker.update(id, bytes, length),
    digest: () => worker.digest(id),
    drop: () => worker.drop(id),
  };
}
