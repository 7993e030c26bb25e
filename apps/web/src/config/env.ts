import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '@armada/contracts/shared';

/**
 * The web app's configuration, read once from Vite's environment. A bad value stops the app at
 * start with the list of every offending variable, rather than failing later somewhere obscure.
 * Deployment facts that can change without a rebuild (backend mode, tiles, demo accounts) come
 * from the gateway's /app-config.json instead.
 */
/** The interface languages are the contracts' locales (Indonesian first and default). */
export const LANGUAGES = SUPPORTED_LOCALES;
export type Language = SupportedLocale;

export interface Env {
  apiBaseUrl: string;
  defaultLanguage: Language;
  requestTimeoutMs: number;
  buildId: string;
  isDev: boolean;
}

export type RawEnv = Record<string, string | boolean | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment variables:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function parseEnv(raw: RawEnv): Env {
  const problems: string[] = [];

  const apiBaseUrl = text(raw, 'VITE_API_BASE_URL') ?? '';
  if (apiBaseUrl !== '' && !/^(\/|https?:\/\/)\S*[^/]$/.test(apiBaseUrl)) {
    problems.push(
      `VITE_API_BASE_URL: "${apiBaseUrl}" must be empty, a path starting with "/", or an http(s) URL, without a trailing "/"`,
    );
  }

  const languageText = text(raw, 'VITE_DEFAULT_LANGUAGE') ?? DEFAULT_LOCALE;
  let defaultLanguage: Language = DEFAULT_LOCALE;
  if (isLanguage(languageText)) defaultLanguage = languageText;
  else
    problems.push(
      `VITE_DEFAULT_LANGUAGE: "${languageText}" must be one of ${LANGUAGES.join(', ')}`,
    );

  const timeoutText = text(raw, 'VITE_REQUEST_TIMEOUT_MS') ?? '30000';
  const requestTimeoutMs = Number(timeoutText);
  if (!Number.isInteger(requestTimeoutMs) || requestTimeoutMs < 1000) {
    problems.push(
      `VITE_REQUEST_TIMEOUT_MS: "${timeoutText}" must be a whole number of at least 1000`,
    );
  }

  if (problems.length > 0) throw new EnvError(problems);

  return {
    apiBaseUrl,
    defaultLanguage,
    requestTimeoutMs,
    buildId: text(raw, 'VITE_BUILD_ID') ?? 'dev',
    isDev: raw.DEV === true,
  };
}

export const env: Env = parseEnv(import.meta.env);
