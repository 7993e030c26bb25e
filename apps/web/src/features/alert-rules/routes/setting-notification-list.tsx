import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIdentity } from '@/features/auth/api/get-identity';
import { AlertRulesPage } from '@/features/alert-rules/components/alert-rules-page';

/**
 * `/setting/notification`: the company's alert rules (Setting Notification List,
 * docs/rules/alert-center.md).
 */
export function Component() {
  const { t } = useTranslation();
  const identity = useIdentity();
  useDocumentTitle(t('alertRules.settings.pageTitle'));
  const canEdit =
    identity.data?.accessRight.includes(PERMISSIONS.alertCenterRuleSettingRead) ?? false;
  return <AlertRulesPage canEdit={canEdit} />;
}
