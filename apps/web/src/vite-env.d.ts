/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Prefix for every gateway call; empty (the default) means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** `id` (default) or `en`: the language before the user picks one. */
  readonly VITE_DEFAULT_LANGUAGE?: string;
  /** Milliseconds before a gateway call is abandoned (default 30000). */
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  /** Injected by vite.config.ts at build time; `dev` under `vite dev`. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
