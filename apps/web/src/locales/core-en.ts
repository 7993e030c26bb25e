// The English core strings (core, shell, dashboard): loaded before the first paint only for
// someone who chose English, so the default Indonesian first page does not carry them.
import enCore from './en.json';
import enShell from './en/shell.json';
import enDashboard from './en/dashboard.json';

export default { ...enCore, shell: enShell, dashboard: enDashboard };
