import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import type { MenuEntry } from './types';

/**
 * The menu entries no single feature owns (SHELL-10):
 * - hubs several features hang their pages under (Master, Setting): a feature's route names
 *   the entry (`menuItem: 'master'`) and the entry opens its first page;
 * - the modules this edition does not include yet: they show when allowed and open the
 *   'not available yet' page. A new module either names its entry here from its routes (no edit
 *   here) or moves the entry into its own `feature.ts` (one edit: the lines go).
 * Orders leave room between entries (10, 20, …): see MenuPlace.
 */
export const SHARED_MENU_ENTRIES: readonly MenuEntry[] = [
  {
    key: 'controlTowerNew',
    specPath: '/controltower-2/',
    href: paths.controlTowerNew.getHref(),
    icon: 'pi-desktop',
    place: { section: 'main', order: 40 },
    isNew: true,
  },
  {
    key: 'controlTower',
    specPath: '/controltower/',
    href: paths.controlTower.getHref(),
    icon: 'pi-sitemap',
    place: { section: 'main', order: 50 },
  },
  {
    key: 'reports',
    specPath: '/report/',
    href: paths.reports.getHref(),
    icon: 'pi-chart-bar',
    place: { section: 'main', order: 70 },
  },

  // Order management.
  {
    key: 'salesOrder',
    specPath: '/sales-order/',
    href: paths.salesOrder.getHref(),
    icon: 'pi-file',
    place: { group: 'orderManagement', order: 10 },
  },
  {
    key: 'deliveryRequest',
    specPath: '/delivery-request/',
    href: paths.deliveryRequest.getHref(),
    icon: 'pi-inbox',
    place: { group: 'orderManagement', order: 20 },
  },
  {
    key: 'delivery',
    specPath: '/delivery/',
    href: paths.delivery.getHref(),
    icon: 'pi-truck',
    place: { group: 'orderManagement', order: 30 },
    unavailableDetails: [
      {
        path: paths.deliveryDetail.path,
        crumb: {
          label: (t, params) => t('shell.breadcrumbs.deliveryDetail', { id: params.id ?? '' }),
        },
      },
    ],
  },
  {
    key: 'fleetTask',
    specPath: '/fleet-task/',
    href: paths.fleetTask.getHref(),
    icon: 'pi-check-square',
    place: { group: 'orderManagement', order: 40 },
  },
  {
    key: 'fleetAvailability',
    specPath: '/fleet-availability/',
    href: paths.fleetAvailability.getHref(),
    icon: 'pi-calendar',
    place: { group: 'orderManagement', order: 50 },
  },
  {
    key: 'invoice',
    specPath: '/invoice/',
    href: paths.invoice.getHref(),
    icon: 'pi-receipt',
    place: { group: 'orderManagement', order: 60 },
  },
  {
    key: 'deliveryScheduler',
    specPath: '/delivery-scheduler/',
    href: paths.deliveryScheduler.getHref(),
    icon: 'pi-clock',
    place: { group: 'orderManagement', order: 80 },
  },

  // Operations.
  {
    key: 'costManagement',
    specPath: '/cost-management/',
    href: paths.costManagement.getHref(),
    icon: 'pi-wallet',
    place: { section: 'operations', order: 10 },
  },
  {
    key: 'videoTrackingNew',
    specPath: '/trackvideo-2/',
    href: paths.videoTrackingNew.getHref(),
    icon: 'pi-video',
    place: { group: 'fleetTracking', order: 10 },
  },
  {
    key: 'videoTracking',
    specPath: '/trackvideo/',
    href: paths.videoTracking.getHref(),
    icon: 'pi-video',
    place: { group: 'fleetTracking', order: 20 },
  },
  {
    key: 'temporaryTracking',
    specPath: '/trackingtemp/',
    href: paths.temporaryTracking.getHref(),
    icon: 'pi-stopwatch',
    place: { group: 'fleetTracking', order: 30 },
  },
  {
    key: 'route',
    specPath: '/route/',
    href: paths.route.getHref(),
    icon: 'pi-directions',
    place: { group: 'fleetTracking', order: 40 },
  },
  {
    key: 'liveStreaming',
    specPath: '/live-streaming/',
    href: paths.liveStreaming.getHref(),
    icon: 'pi-play',
    place: { group: 'trackVision', order: 10 },
  },
  {
    key: 'videoHistory',
    specPath: '/video-history/',
    href: paths.videoHistory.getHref(),
    icon: 'pi-history',
    place: { group: 'trackVision', order: 20 },
  },
  {
    key: 'vehicleMedia',
    specPath: '/vehicle-media/',
    href: paths.vehicleMedia.getHref(),
    icon: 'pi-images',
    place: { group: 'trackVision', order: 30 },
  },
  {
    key: 'maintenance',
    specPath: '/maintenance/',
    href: paths.maintenance.getHref(),
    icon: 'pi-wrench',
    place: { group: 'fleetManagement', order: 10 },
  },
  {
    key: 'licence',
    specPath: '/license/',
    href: paths.licence.getHref(),
    icon: 'pi-id-card',
    place: { group: 'fleetManagement', order: 20 },
  },
  {
    key: 'landMeasurement',
    specPath: '/land-measurement/',
    href: paths.landMeasurement.getHref(),
    icon: 'pi-expand',
    place: { group: 'fleetManagement', order: 30 },
  },

  // Administration: Master and Setting are hubs (customers, company settings, …).
  {
    key: 'master',
    specPath: '/master/',
    href: paths.master.getHref(),
    icon: 'pi-database',
    place: { section: 'admin', order: 10 },
  },
  {
    key: 'setting',
    specPath: '/setting/',
    href: paths.setting.getHref(),
    icon: 'pi-cog',
    place: { section: 'admin', order: 20 },
  },
  {
    key: 'marketplace',
    specPath: '/marketplace/',
    href: paths.marketplace.getHref(),
    icon: 'pi-shop',
    place: { section: 'admin', order: 30 },
  },

  // Support.
  {
    key: 'contact',
    specPath: '/contactus/',
    href: paths.contact.getHref(),
    icon: 'pi-phone',
    place: { section: 'support', order: 20 },
    hiddenForCompanyIds: [SHELL_CONSTANTS.brandedCompanyId],
  },
];
