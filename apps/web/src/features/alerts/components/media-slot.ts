import type { ComponentType } from 'react';
import type { RawAlert } from '@armada/contracts';

/**
 * Where the preview popup renders the camera media of driver-monitoring and driving-assistance
 * alerts (spec 02 section 4). The media panel (`features/alerts/media`, `AlertMediaPanel`) is
 * built separately; when it lands this becomes
 * `lazy(() => import('../media').then((m) => ({ default: m.AlertMediaPanel })))`. Until then
 * camera alerts show no media section.
 */
export const AlertMediaSlot: ComponentType<{ alert: RawAlert }> | null = null;
