import { defineRouteFixtures } from '../route-fixtures';

/** The notifications domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  markSystemNotificationRead: {
    example: {
      none: 'names an announcement of the caller (tests/contract/system-notification.test.ts)',
    },
    tenant: {
      body: async ({ notificationUuid }) => {
        const at = new Date().toISOString();
        return [
          { is_read: true, updated_on: at, system_notification_uuid: notificationUuid },
          {
            is_read: true,
            updated_on: at,
            system_notification_uuid: '00000000-0000-4000-8000-00000000dead',
          },
          [String(notificationUuid), '00000000-0000-4000-8000-00000000dead'],
        ];
      },
    },
  },
});
