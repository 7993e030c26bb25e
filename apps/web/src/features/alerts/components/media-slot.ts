import type { RawAlert } from '@armada/contracts/alerts';
import { lazyWidget } from '@/lib/prime-widgets';

/**
 * The camera media of driver-monitoring and driving-assistance alerts (docs/rules/alert-center.md
 * §4): the media panel of `features/alerts/media`, loaded with the first camera alert's popup (its
 * video modal renders PrimeReact widgets, hence `lazyWidget`).
 */
export const AlertMediaSlot = lazyWidget<{ alert: RawAlert }>(() =>
  import('../media').then((m) => m.AlertMediaPanel),
);
