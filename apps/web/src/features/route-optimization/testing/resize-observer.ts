/** Leaflet maps watch their size; jsdom has no ResizeObserver. `vi.stubGlobal` this one. */
export class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
