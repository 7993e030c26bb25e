import { useTranslation } from 'react-i18next';
import type { RawAlert } from '@armada/contracts/alerts';

export type SourceDeviceKind = 'camera' | 'tracker' | 'device';

/** Video devices record the cabin and the road; the others are GPS trackers (AC-68). */
const KINDS: Readonly<Record<string, SourceDeviceKind>> = {
  bsj: 'camera',
  'vss-howen': 'camera',
  teltonika: 'tracker',
  concox: 'tracker',
};

const ICONS: Readonly<Record<SourceDeviceKind, string>> = {
  camera: 'pi-video',
  tracker: 'pi-map-marker',
  device: 'pi-microchip',
};

export function sourceDeviceKind(category: string): SourceDeviceKind {
  return KINDS[category.toLowerCase()] ?? 'device';
}

/**
 * The device of a multi-IMEI vehicle that reported the alert, as an icon with a label and a
 * tooltip (AC-68); nothing when the company lacks `multiImei` or the alert names no device.
 */
export function SourceDevice({
  alert,
  multiImei,
}: {
  alert: Pick<RawAlert, 'sourceDeviceCategory'>;
  multiImei: boolean;
}) {
  const { t } = useTranslation();
  const category = alert.sourceDeviceCategory;
  if (!multiImei || !category) return null;
  const kind = sourceDeviceKind(category);
  const label = t('alerts.sourceDevice.label', {
    device: t(`alerts.sourceDevice.kind.${kind}`),
    category,
  });
  return (
    <span
      className="alert-source-device"
      role="img"
      aria-label={label}
      title={label}
      data-testid="alert-source-device"
      data-kind={kind}
    >
      <i className={`pi ${ICONS[kind]}`} aria-hidden="true" />
    </span>
  );
}
