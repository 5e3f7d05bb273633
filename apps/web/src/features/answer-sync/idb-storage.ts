import { del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { QueueSnapshot, QueueStorage } from './answer-queue';

const DB_NAME = 'iexam-answer-queue';
const STORE_NAME = 'queue';

/**
 * An idb-keyval store whose write transactions ask for `durability: 'strict'` (DESIGN §5): the browser reports a
 * write done only once it is on disk, so an answer acknowledged to the page survives a crash or power cut.
 * The database opens on first use, so merely importing this touches no IndexedDB.
 */
function createStrictStore(): UseStore {
  let database: Promise<IDBDatabase> | null = null;
  const open = () => {
    if (!database) {
      const request = indexedDB.open(DB_NAME);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
      database = promisifyRequest(request);
    }
    return database;
  };
  return (mode, callback) =>
    open().then((db) =>
      callback(db.transaction(STORE_NAME, mode, { durability: 'strict' }).objectStore(STORE_NAME)),
    );
}

let sharedStore: UseStore | null = null;
const store = (): UseStore => {
  sharedStore ??= createStrictStore();
  return sharedStore;
};

/** The answer queue's storage in the browser: IndexedDB through idb-keyval. */
export const indexedDbQueueStorage: QueueStorage = {
  read: (key) => get<QueueSnapshot>(key, store()),
  write: (key, value) => set(key, value, store()),
  remove: (key) => del(key, store()),
};

/** A storage in memory, where a browser has no IndexedDB (some private modes): answers live as long as the page. */
export function memoryQueueStorage(): QueueStorage {
  const values = new Map<string, QueueSnapshot>();
  return {
    read: async (key) => values.get(key),
    write: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    remove: async (key) => {
      values.delete(key);
    },
  };
}
