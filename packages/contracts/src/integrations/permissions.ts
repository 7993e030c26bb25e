import { PERMISSIONS } from '../auth/permissions';

/**
 * Who may do what with integrations (INT-4): the Marketplace menu entry and every read need
 * `marketplace:read` (docs/rules/shell.md §6); adding, changing and removing webhook
 * endpoints and API keys, replaying deliveries and asking for an integration need
 * `marketplace:update`.
 */
export const INTEGRATION_PERMISSIONS = {
  read: PERMISSIONS.marketplaceRead,
  manage: PERMISSIONS.marketplaceUpdate,
} as const;

/** Every integration permission, for the demo accounts that run the company's systems. */
export const INTEGRATION_MANAGER_PERMISSIONS: readonly string[] = [
  INTEGRATION_PERMISSIONS.read,
  INTEGRATION_PERMISSIONS.manage,
];

export function canManageIntegrations(accessRight: readonly string[]): boolean {
  return accessRight.includes(INTEGRATION_PERMISSIONS.manage);
}
