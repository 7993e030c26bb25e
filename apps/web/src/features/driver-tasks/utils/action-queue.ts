import type { DriverFailureReason } from '@armada/contracts/fleet-tasks';

/**
 * FT-17: the driver's actions wait here until the server has them. Every action is stored first
 * (with the idempotency key made when the driver acted), then sent, in the order it was made;
 * one flush at a time, so a second `online` event or tap never sends an action twice, and the
 * server applies a key once if an answer is lost on the way back.
 */

export type QueuedAction =
  | { kind: 'arrived' }
  | { kind: 'delivered'; recipientName: string; photo: Blob; signature: Blob }
  | { kind: 'failed'; reason: DriverFailureReason; photo: Blob };

export type QueuedItem = QueuedAction & {
  /** The idempotency key (a UUID), also the item's key in the storage. */
  key: string;
  stopId: number;
  /** When the driver acted (ms), the sending order. */
  createdAt: number;
  /** Waiting for the network, or refused by the server (kept to be shown, then dismissed). */
  state: 'waiting' | 'refused';
  /** The server's status code of a refusal. */
  refusedWith?: number;
};

/** Where the items are kept: IndexedDB in the browser (photos as Blobs), memory in tests. */
export interface QueueStorage {
  all(): Promise<QueuedItem[]>;
  put(item: QueuedItem): Promise<void>;
  delete(key: string): Promise<void>;
}

/** What sending one item answered. */
export type SendOutcome = 'sent' | 'offline' | { refused: number };

export class MemoryQueueStorage implements QueueStorage {
  private readonly items = new Map<string, QueuedItem>();
  all(): Promise<QueuedItem[]> {
    return Promise.resolve([...this.items.values()]);
  }
  put(item: QueuedItem): Promise<void> {
    this.items.set(item.key, item);
    return Promise.resolve();
  }
  delete(key: string): Promise<void> {
    this.items.delete(key);
    return Promise.resolve();
  }
}

const DB_NAME = 'armada-driver-actions';
const STORE = 'actions';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The browser's storage: one object store keyed by the idempotency key. */
export class IndexedDbQueueStorage implements QueueStorage {
  private db: Promise<IDBDatabase> | null = null;

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    });
    return this.db;
  }

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    return (await this.open()).transaction(STORE, mode).objectStore(STORE);
  }

  async all(): Promise<QueuedItem[]> {
    return requestResult((await this.store('readonly')).getAll() as IDBRequest<QueuedItem[]>);
  }
  async put(item: QueuedItem): Promise<void> {
    await requestResult((await this.store('readwrite')).put(item));
  }
  async delete(key: string): Promise<void> {
    await requestResult((await this.store('readwrite')).delete(key));
  }
}

export function browserQueueStorage(): QueueStorage {
  return typeof indexedDB === 'undefined' ? new MemoryQueueStorage() : new IndexedDbQueueStorage();
}

export class ActionQueue {
  private items: QueuedItem[] = [];
  private loaded: Promise<void> | null = null;
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: QueueStorage,
    private readonly send: (item: QueuedItem) => Promise<SendOutcome>,
  ) {}

  /** The items in sending order (a new array after every change, for React). */
  snapshot = (): readonly QueuedItem[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  load(): Promise<void> {
    this.loaded ??= this.storage.all().then((stored) => {
      this.set([...stored, ...this.items.filter((i) => !stored.some((s) => s.key === i.key))]);
    });
    return this.loaded;
  }

  /** Stores an action first, so it survives a closed tab, then tries to send. */
  async add(item: QueuedItem): Promise<void> {
    await this.load();
    await this.storage.put(item);
    this.set([...this.items, item]);
  }

  /** Forgets a refused action once the driver has seen it. */
  async dismiss(key: string): Promise<void> {
    await this.storage.delete(key);
    this.set(this.items.filter((item) => item.key !== key));
  }

  /**
   * Sends the waiting items in order until one cannot go (offline: the rest wait with it). A
   * flush already running is joined, not doubled.
   */
  flush(): Promise<void> {
    this.flushing ??= this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(): Promise<void> {
    await this.load();
    for (;;) {
      const next = this.items.find((item) => item.state === 'waiting');
      if (!next) return;
      let outcome: SendOutcome;
      try {
        outcome = await this.send(next);
      } catch {
        outcome = 'offline';
      }
      if (outcome === 'offline') return;
      if (outcome === 'sent') {
        await this.storage.delete(next.key);
        this.set(this.items.filter((item) => item.key !== next.key));
      } else {
        const refused: QueuedItem = { ...next, state: 'refused', refusedWith: outcome.refused };
        await this.storage.put(refused);
        this.set(this.items.map((item) => (item.key === next.key ? refused : item)));
      }
    }
  }

  private set(items: QueuedItem[]): void {
    this.items = [...items].sort((a, b) => a.createdAt - b.createdAt);
    for (const listener of this.listeners) listener();
  }
}
