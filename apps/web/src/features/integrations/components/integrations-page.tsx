import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TabPanel, TabView } from 'primereact/tabview';
import { canManageIntegrations } from '@armada/contracts/integrations';
import { ApiKeysPanel } from './api-keys-panel';
import { CataloguePanel } from './catalogue-panel';
import { WebhooksPanel } from './webhooks-panel';
import './integrations.css';

const TABS = ['catalogue', 'webhooks', 'api-keys'] as const;
export type IntegrationTab = (typeof TABS)[number];

/** `/marketplace/`: the integrations catalogue, webhooks and API keys (INT-1 … INT-4). */
export function IntegrationsPage({ accessRight }: { accessRight: readonly string[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: IntegrationTab = TABS.find((name) => name === params.get('tab')) ?? 'catalogue';
  const canManage = canManageIntegrations(accessRight);
  const open = (next: IntegrationTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="integrations">
      <header className="integrations__header">
        <h1 className="integrations__title">{t('integrations.title')}</h1>
        <p className="integrations__muted">{t('integrations.intro')}</p>
      </header>
      <TabView
        activeIndex={TABS.indexOf(tab)}
        onTabChange={(event) => open(TABS[event.index] ?? 'catalogue')}
      >
        <TabPanel header={t('integrations.tabs.catalogue')}>
          <CataloguePanel canManage={canManage} onOpen={open} />
        </TabPanel>
        <TabPanel header={t('integrations.tabs.webhooks')}>
          <WebhooksPanel canManage={canManage} />
        </TabPanel>
        <TabPanel header={t('integrations.tabs.apiKeys')}>
          <ApiKeysPanel canManage={canManage} />
        </TabPanel>
      </TabView>
    </div>
  );
}
