import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// Theme, component styles and icon font are bundled from node_modules: no fetch at run time.
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
// Inter in subsets by script (unicode-range): a page downloads the Latin one, 47 KB, not the
// 345 KB of every script that PrimeReact's theme bundles as 'Inter var'.
import '@fontsource-variable/inter';
import './styles/index.css';
import { App } from './app';
import { startSessionLiveEarly } from './app/use-session-live-channel';
import { env } from './config/env';
import { loadLanguage, readStoredLanguage } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to start Armada in.');

// On the live view (and the control tower) the live connection opens now, beside the identity
// request and the language files: the first positions do not wait for the first render.
startSessionLiveEarly(window.location.pathname);

// Someone who chose English gets its core strings before the first paint; should they fail to
// load, the page starts in the default language rather than not at all.
void loadLanguage(readStoredLanguage() ?? env.defaultLanguage)
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(container);
    // The first render as a transition: React renders it in slices of a few milliseconds
    // instead of one task. At 50,000 vehicles that one task was 44-61 ms in most opens of the
    // live view, a long task before the first vehicles were drawn (ADR 0058's last addendum).
    // Nothing is on screen yet, so nothing waits on it that a slice could leave half drawn.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
