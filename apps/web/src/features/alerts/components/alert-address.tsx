import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reverseGeocodingQueryOptions } from '../api/alert-center-queries';

/** The address of the alert's position (reverse geocoding), or why there is none. */
export function AlertAddress({
  latitude,
  longitude,
}: {
  latitude: number | null;
  longitude: number | null;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    ...reverseGeocodingQueryOptions(latitude ?? 0, longitude ?? 0),
    enabled: latitude !== null && longitude !== null,
  });
  if (latitude === null || longitude === null) return <>-</>;
  if (query.isPending)
    return <span className="alert-muted">{t('alerts.popup.addressLoading')}</span>;
  if (query.isError || !query.data) {
    return <span className="alert-muted">{t('alerts.popup.addressUnknown')}</span>;
  }
  return <span data-testid="alert-address">{query.data.address}</span>;
}
