import { useMemo } from 'react';
import {
  MENU_PERMISSION_RULES,
  PERMISSIONS,
  canLoadFieldOperation,
  evaluatePermissionRule,
  type Identity,
} from '@armada/contracts/auth';

/** The signed-in user's alert-center scopes (docs/rules/alert-center.md §6). */
export interface AlertScopes {
  main: boolean;
  urgent: boolean;
  ruleSetting: boolean;
  autoPopup: boolean;
  logNotification: boolean;
  embedMap: boolean;
  sharedVehicle: boolean;
  fieldOperation: boolean;
  /** The notifications page opens for the user (its menu rule): 'see other notifications'. */
  notificationsPage: boolean;
}

/**
 * Whether anything of the alert center is of use to the user: its lists, the urgent alerts or
 * the automatic popups. Without one of these (a driver) there is no bell and no alert center.
 */
export function hasAlertCenter(accessRight: readonly string[]): boolean {
  return [
    PERMISSIONS.alertCenterMainRead,
    PERMISSIONS.alertCenterUrgentRead,
    PERMISSIONS.autoPopupUrgentAlertRead,
  ].some((scope) => accessRight.includes(scope));
}

export function alertScopesOf(accessRight: readonly string[]): AlertScopes {
  const has = (scope: string) => accessRight.includes(scope);
  return {
    main: has(PERMISSIONS.alertCenterMainRead),
    urgent: has(PERMISSIONS.alertCenterUrgentRead),
    ruleSetting: has(PERMISSIONS.alertCenterRuleSettingRead),
    autoPopup: has(PERMISSIONS.autoPopupUrgentAlertRead),
    logNotification: has(PERMISSIONS.logNotificationRead),
    embedMap: has(PERMISSIONS.alertCenterEmbedMapRead),
    sharedVehicle: has(PERMISSIONS.sharedVehicleRead),
    fieldOperation: canLoadFieldOperation(accessRight),
    notificationsPage: evaluatePermissionRule(MENU_PERMISSION_RULES['/notification/'], {
      accessRight,
    }),
  };
}

export function useAlertScopes(identity: Identity): AlertScopes {
  return useMemo(() => alertScopesOf(identity.accessRight), [identity.accessRight]);
}
