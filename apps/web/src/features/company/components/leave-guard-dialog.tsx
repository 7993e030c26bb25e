import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { Blocker } from 'react-router-dom';

/** Asks before an in-app navigation drops unsaved changes (driven by `useBlocker`). */
export function LeaveGuardDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      visible={blocked}
      onHide={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      header={t('company.leaveGuard.title')}
      message={t('company.leaveGuard.message')}
      icon="pi pi-exclamation-triangle"
      acceptLabel={t('company.leaveGuard.leave')}
      rejectLabel={t('company.leaveGuard.stay')}
      acceptClassName="p-button-danger"
      defaultFocus="reject"
      accept={() => blocker.proceed?.()}
      reject={() => blocker.reset?.()}
      breakpoints={{ '640px': 'calc(100vw - 1.5rem)' }}
      style={{ width: '28rem' }}
      data-testid="company-leave-guard"
    />
  );
}
