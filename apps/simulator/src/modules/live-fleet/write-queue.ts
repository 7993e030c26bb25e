/**
 * The fleet's writes, one after another and off the tick: a failed one is reported and later ones
 * go on. Shared by every fleet subscriber, so `idle()` means everything the fleet produced so far
 * is in the store (tests, shutdown, an on-demand alert answered once it is stored).
 */
export class WriteQueue {
  private tail: Promise<void> = Promise.resolve();
  private pendingCount = 0;

  constructor(private readonly onError?: (error: unknown, what: string) => void) {}

  /** Writes queued and not finished yet (a busy store skips optional writes). */
  get pending(): number {
    return this.pendingCount;
  }

  push(what: string, write: () => Promise<void>): void {
    this.pendingCount++;
    this.tail = this.tail
      .then(write)
      .catch((error: unknown) => this.onError?.(error, what))
      .finally(() => {
        this.pendingCount--;
      });
  }

  /** Resolves once the writes queued so far are done. */
  idle(): Promise<void> {
    return this.tail;
  }
}
