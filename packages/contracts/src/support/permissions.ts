import { PERMISSIONS, PERMISSION_SETS } from '../auth/permissions';

/**
 * Who may do what in support (SUP-15). The menu entries need `contact:read` and
 * `company_ticket:read` (docs/rules/shell.md §6); opening tickets, writing on them and changing
 * their status is `company_ticket:create` (our string, declared with the others in
 * auth/permissions.ts so that every-permission users hold it).
 */
export const SUPPORT_PERMISSIONS = {
  contact: [PERMISSIONS.contactRead],
  read: [PERMISSIONS.companyTicketRead],
  write: [PERMISSION_SETS.companyTicket[1]],
} as const satisfies Record<string, readonly string[]>;
export type SupportPermission = keyof typeof SUPPORT_PERMISSIONS;

/** Every support permission, for the demo accounts that talk to support. */
export const SUPPORT_USER_PERMISSIONS: readonly string[] = [
  ...SUPPORT_PERMISSIONS.contact,
  ...SUPPORT_PERMISSIONS.read,
  ...SUPPORT_PERMISSIONS.write,
];

export function canUseSupport(accessRight: readonly string[], what: SupportPermission): boolean {
  return SUPPORT_PERMISSIONS[what].some((permission) => accessRight.includes(permission));
}
