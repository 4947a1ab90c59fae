/** The parts of s3rver 3 (an S3-compatible server for tests, without type declarations) the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putObjectMultipart(bucket: string, uploadId: string, parts: { number: number; etag: string }[]): Promise<unknown>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    httpServer: Server;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, unknown>);
  }
}
