/**
 * The ids of the vehicles the list shows, in its order, as one typed column (ADR 0058, the
 * 50,000-vehicle addendum). At 50,000 vehicles the list changes each second while a status
 * filter is set; a `Set` copied per change and iterated into an `Int32Array` for the worker cost
 * the page a few milliseconds a second and a megabyte of large objects for the collector. The
 * column is made in the pass that makes the list, compared and copied as memory, and turned into
 * a set only when a layer asks `has` (the canvas and WebGL layers, on the page's thread).
 */
export class VisibleIds {
  private set: Set<number> | null = null;

  constructor(readonly list: Int32Array) {}

  static of(ids: Iterable<number>): VisibleIds {
    return new VisibleIds(Int32Array.from(ids));
  }

  get size(): number {
    return this.list.length;
  }

  has(id: number): boolean {
    this.set ??= new Set(this.list);
    return this.set.has(id);
  }
}

/**
 * Two filters draw the same vehicles (null: no filter, every vehicle): the same ids in the same
 * order (the list's order never changes for the same ids).
 */
export function sameVisible(a: VisibleIds | null, b: VisibleIds | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.list.length !== b.list.length) return false;
  for (let i = 0; i < a.list.length; i++) if (a.list[i] !== b.list[i]) return false;
  return true;
}
