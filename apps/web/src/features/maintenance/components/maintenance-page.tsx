import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TabPanel, TabView } from 'primereact/tabview';
import { canUseMaintenance } from '@armada/contracts/maintenance';
import { DuePanel } from './due-panel';
import { PlansPanel } from './plans-panel';
import { WorkOrdersPanel } from './work-orders-panel';
import { WorkOrderDialog, type WorkOrderDraft } from './work-order-dialog';
import './maintenance.css';

const TABS = ['due', 'orders', 'plans'] as const;
type Tab = (typeof TABS)[number];

export interface MaintenancePageProps {
  accessRight: readonly string[];
}

/** `/maintenance/`: due list, work orders and service plans (docs/rules/maintenance.md MNT-15). */
export function MaintenancePage({ accessRight }: MaintenancePageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'due';
  const canCreate = canUseMaintenance(accessRight, 'create');
  const canUpdate = canUseMaintenance(accessRight, 'update');
  const [draft, setDraft] = useState<WorkOrderDraft | null>(null);

  return (
    <div className="maintenance">
      <header className="maintenance__header">
        <h1 className="maintenance__title">{t('maintenance.title')}</h1>
        <p className="maintenance__intro">{t('maintenance.intro')}</p>
      </header>
      <TabView
        activeIndex={TABS.indexOf(tab)}
        onTabChange={(event) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', TABS[event.index] ?? 'due');
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabPanel header={t('maintenance.tabs.due')}>
          <DuePanel
            canCreate={canCreate}
            onCreateOrder={(vehicle, plan) => setDraft({ vehicle, plan })}
          />
        </TabPanel>
        <TabPanel header={t('maintenance.tabs.orders')}>
          <WorkOrdersPanel
            canCreate={canCreate}
            canUpdate={canUpdate}
            onOpen={(order) => setDraft({ order })}
            onCreate={() => setDraft({})}
          />
        </TabPanel>
        <TabPanel header={t('maintenance.tabs.plans')}>
          <PlansPanel canCreate={canCreate} canUpdate={canUpdate} />
        </TabPanel>
      </TabView>
      {draft && (
        <WorkOrderDialog draft={draft} canUpdate={canUpdate} onHide={() => setDraft(null)} />
      )}
    </div>
  );
}
