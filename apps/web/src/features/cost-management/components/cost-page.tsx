import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TabPanel, TabView } from 'primereact/tabview';
import { canUseCosts } from '@armada/contracts/costs';
import { EntriesPanel } from './entries-panel';
import { FuelMatchPanel } from './fuel-match-panel';
import { OverviewPanel } from './overview-panel';
import './cost-management.css';

const TABS = ['overview', 'entries', 'fuel'] as const;
type Tab = (typeof TABS)[number];

export interface CostPageProps {
  accessRight: readonly string[];
}

/** `/cost-management/`: the overview, the cost list and the fuel match (docs/rules/costs.md). */
export function CostPage({ accessRight }: CostPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'overview';

  return (
    <div className="costs">
      <header className="costs__header">
        <h1 className="costs__title">{t('costManagement.title')}</h1>
        <p className="costs__intro">{t('costManagement.intro')}</p>
      </header>
      <TabView
        activeIndex={TABS.indexOf(tab)}
        onTabChange={(event) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', TABS[event.index] ?? 'overview');
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabPanel header={t('costManagement.tabs.overview')}>
          <OverviewPanel />
        </TabPanel>
        <TabPanel header={t('costManagement.tabs.entries')}>
          <EntriesPanel
            canCreate={canUseCosts(accessRight, 'create')}
            canUpdate={canUseCosts(accessRight, 'update')}
            canDelete={canUseCosts(accessRight, 'delete')}
          />
        </TabPanel>
        <TabPanel header={t('costManagement.tabs.fuel')}>
          <FuelMatchPanel />
        </TabPanel>
      </TabView>
    </div>
  );
}
