// Vite's `import.meta.glob` as the suites use it (Vitest runs them through Vite; the tests
// package does not depend on vite for its types).
interface ImportMeta {
  glob<T>(pattern: string | string[], options: { eager: true; import: string }): Record<string, T>;
}
