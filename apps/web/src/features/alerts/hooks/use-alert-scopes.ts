import { useMemo } from 'react';
import { PERMISSIONS, canLoadFieldOperation, type Identity } from '@armada/contracts';

/** The signed-in user's alert-center scopes (spec 02 section 6). */
export interface AlertScopes {
  main: boolean;
  urgent: boolean;
  ruleSetting: boolean;
  autoPopup: boolean;
  logNotification: boolean;
  embedMap: boolean;
  sharedVehicle: boolean;
  fieldOperation: boolean;
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
  };
}

export function useAlertScopes(identity: Identity): AlertScopes {
  return useMemo(() => alertScopesOf(identity.accessRight), [identity.accessRight]);
}
