import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { AlertVideoData, RawAlert } from '@armada/contracts/alerts';
import { getVehicleDetail } from './alert-media-api';
import { VideoPlayer } from './video-player';
import { formatPhone } from '@/lib/format-phone';

/** A missing value, in either language. */
const EMPTY = '-';

export const alertMediaQueryKeys = {
  vehicle: (id: number) => ['alert-media', 'vehicle', id] as const,
};

export interface VideoModalProps {
  alert: Pick<RawAlert, 'rawAlertId' | 'vehicleId' | 'vehicle' | 'alert' | 'driver'>;
  video: AlertVideoData;
  visible: boolean;
  onHide: () => void;
}

/**
 * The video modal of docs/rules/alert-center.md §2: the title is the plate plus the alert
 * description; it shows plate, fleet category, driver, GPS phone number and IMEI (vehicleById)
 * under the video.
 */
export function VideoModal({ alert, video, visible, onHide }: VideoModalProps) {
  const { t, i18n } = useTranslation();
  const vehicle = useQuery({
    queryKey: alertMediaQueryKeys.vehicle(alert.vehicleId),
    queryFn: ({ signal }) => getVehicleDetail(alert.vehicleId, { signal }),
    enabled: visible,
    staleTime: 60_000,
  });
  const description =
    i18n.language === 'en' ? alert.alert.descriptionEng : alert.alert.descriptionIdn;
  const plate = vehicle.data?.licensePlate ?? alert.vehicle.licensePlate;
  const rows: [
    'plate' | 'fleetCategory' | 'driver' | 'gpsPhone' | 'imei',
    string | null | undefined,
  ][] = [
    ['plate', plate],
    ['fleetCategory', vehicle.data?.fleetCategory],
    ['driver', alert.driver?.fullname ?? vehicle.data?.driverName],
    ['gpsPhone', vehicle.data?.gpsPhoneNo ? formatPhone(vehicle.data.gpsPhoneNo) : null],
    ['imei', vehicle.data?.imei],
  ];
  const extension = video.format === 'hls' ? 'm3u8' : 'mp4';
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={`${plate} - ${description}`}
      className="alert-media-modal"
      style={{ width: '44rem' }}
      breakpoints={{ '760px': 'calc(100vw - 1rem)' }}
      draggable={false}
      resizable={false}
      dismissableMask
      closeIcon={<i className="pi pi-times" aria-hidden="true" />}
      pt={{ closeButton: { 'aria-label': t('alertMedia.action.close') } }}
      data-testid="alert-media-modal"
    >
      <VideoPlayer
        source={video}
        downloadName={`${plate.replace(/\s+/g, '')}-${alert.rawAlertId}.${extension}`}
      />
      <dl className="alert-media-modal__facts" aria-busy={vehicle.isPending}>
        {rows.map(([key, value]) => (
          <div
            key={key}
            className="alert-media-modal__fact"
            data-testid={`alert-media-fact-${key}`}
          >
            <dt>{t(`alertMedia.modal.${key}`)}</dt>
            <dd>{value || (vehicle.isPending ? t('alertMedia.modal.loadingVehicle') : EMPTY)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
