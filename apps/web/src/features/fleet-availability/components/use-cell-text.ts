import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  FleetAvailability,
  FleetAvailabilityBooking,
  FleetAvailabilityStatus,
  FleetAvailabilityVehicle,
} from '@armada/contracts/fleet-availability';
import { companyDayStart, formatCompanyDate } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';

type Day = FleetAvailability['days'][number];

/** The words of the timeline's cells, rows and days in the interface language. */
export function useCellText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const status = useCallback(
    (value: FleetAvailabilityStatus) => t(`fleetAvailability.status.${value}`),
    [t],
  );
  const span = useCallback(
    (booking: Pick<FleetAvailabilityBooking, 'from' | 'until'>) =>
      `${booking.from}–${booking.until}`,
    [],
  );
  const dayName = useCallback(
    (day: Day) =>
      `${t(`fleetAvailability.weekdays.${day.weekday}` as 'fleetAvailability.weekdays.1')} ${formatCompanyDate(companyDayStart(day.day), { language })}`,
    [t, language],
  );
  return useMemo(
    () => ({
      language,
      status,
      span,
      dayName,
      capacity: (vehicle: FleetAvailabilityVehicle['vehicle']) =>
        vehicle.weight_capacity === null || vehicle.volume_capacity === null
          ? t('fleetAvailability.noCapacity')
          : `${formatNumber(vehicle.weight_capacity, language)} kg · ${formatNumber(
              vehicle.volume_capacity,
              language,
              { maximumFractionDigits: 1 },
            )} m³`,
    }),
    [t, language, status, span, dayName],
  );
}
