import { StrictMode } from 'react';
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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to start Armada in.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
