/** Time source injected everywhere in domain/ and engine/ so tests can fast-forward. */
export interface Clock {
  now(): number;
}

export class ManualClock implements Clock {
  constructor(private current: number) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}
