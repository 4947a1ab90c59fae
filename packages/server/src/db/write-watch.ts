import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/**
 * How far the embedded database has changed: a number that advances after every statement or
 * transaction that may have changed data. What was read at one generation is still what the
 * database holds while the generation stays the same.
 */
export interface WriteWatch {
  readonly generation: number;
}

const SELECT = /^\s*select\b/i;
const CHANGES = /\b(insert|update|delete|merge|truncate)\b/i;

/**
 * Whether a statement only reads: it begins with SELECT and names no command that changes data
 * (nor FOR UPDATE, nor a second statement that does). Anything else counts as a change, comments
 * before the SELECT included. No function of the product's schema changes data when selected.
 */
export function onlyReads(statement: string): boolean {
  return SELECT.test(statement) && !CHANGES.test(statement);
}

/**
 * Watches the changes made through an embedded database. It belongs to one process, and every
 * statement reaches it through the instance's `query`, `exec` and `transaction` (the ORM, the job
 * queue and the sign-in provider's storage all go through them): each one that may change data,
 * and each transaction, advances the generation once it is over, before its caller goes on. The
 * instance runs one statement or transaction at a time, so a read that began at an older
 * generation may have seen the data before the change.
 */
export function watchWrites(pglite: PGlite): WriteWatch {
  let generation = 0;
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = async <T>(statement: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    try {
      return await query<T>(statement, params, options);
    } finally {
      if (!onlyReads(statement)) generation += 1;
    }
  };
  pglite.exec = async (statement: string, options?: QueryOptions): Promise<Results[]> => {
    try {
      return await exec(statement, options);
    } finally {
      if (!onlyReads(statement)) generation += 1;
    }
  };
  pglite.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    try {
      return await transaction(callback);
    } finally {
      generation += 1;
    }
  };
  return {
    get generation() {
      return generation;
    },
  };
}
