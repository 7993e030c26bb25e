import { lazy, type ComponentType } from 'react';
import { env, type Language } from '@/config/env';

/**
 * PrimeReact's runtime and its texts in the interface language (primereact-locale.ts) load the
 * first time a widget is needed, not with the first page: a page of plain markup never
 * downloads them. Every lazily loaded part that renders PrimeReact widgets goes through
 * `lazyWidget` (or awaits `preparePrimeReact`), so its texts are right on its first render.
 */
let language: Language | null = null;
let applying: Promise<(language: Language) => void> | null = null;

function loadLocale() {
  applying ??= import('./primereact-locale').then((m) => m.applyPrimeReactLocale);
  return applying;
}

/** Follows the interface language; applied at once when PrimeReact is already loaded. */
export function setWidgetLanguage(next: Language): void {
  language = next;
  if (applying) void applying.then((apply) => apply(next));
}

/** Resolves once PrimeReact's texts are in the interface language. */
export async function preparePrimeReact(): Promise<void> {
  const apply = await loadLocale();
  apply(language ?? env.defaultLanguage);
}

/** `React.lazy` for a component that renders PrimeReact widgets: their texts are ready first. */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), preparePrimeReact()]);
    return { default: Component };
  });
}
