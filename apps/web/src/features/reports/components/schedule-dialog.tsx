import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import {
  REPORT_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  type ReportFormat,
  type ReportInfo,
  type ReportLanguage,
  type ReportScheduleFrequency,
} from '@armada/contracts/reports';
import { useToast } from '@/components/ui/toast';
import { serverErrorText } from '@/lib/server-error-text';
import { useCreateReportSchedule } from '../api/reports';
import { parseRecipients, type ReportFilterValues } from '../utils/report-filters';

export interface ScheduleDialogProps {
  info: ReportInfo;
  filters: ReportFilterValues;
  language: ReportLanguage;
  onClose: () => void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** RPT-14: schedules the open report with its vehicle, group and driver filters. */
export function ScheduleDialog({ info, filters, language, onClose }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const create = useCreateReportSchedule();
  const [name, setName] = useState(info.title[language]);
  const [frequency, setFrequency] = useState<ReportScheduleFrequency>('WEEKLY');
  const [weekday, setWeekday] = useState(1);
  const [monthDay, setMonthDay] = useState(1);
  const [hour, setHour] = useState(7);
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [reportLanguage, setReportLanguage] = useState<ReportLanguage>(language);
  const [recipients, setRecipients] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRecipients(recipients);
    if (parsed.recipients.length === 0 || parsed.invalid) {
      setProblem(t('reports.schedules.form.recipientsInvalid', { value: parsed.invalid ?? '' }));
      return;
    }
    setProblem(null);
    create.mutate(
      {
        report_id: info.id,
        name: name.trim() || info.title[language],
        frequency,
        ...(frequency === 'WEEKLY' && { weekday }),
        ...(frequency === 'MONTHLY' && { month_day: monthDay }),
        hour,
        format,
        language: reportLanguage,
        recipients: parsed.recipients,
        ...(filters.vehicles.length > 0 && { vehicles: filters.vehicles }),
        ...(filters.groups.length > 0 && { groups: filters.groups }),
        ...(filters.drivers.length > 0 && { drivers: filters.drivers }),
      },
      {
        onSuccess: () => {
          toast.success(t('reports.schedules.saved'));
          onClose();
        },
        onError: (error) => setProblem(serverErrorText(error, t)),
      },
    );
  };

  const option = <V,>(value: V, label: string) => ({ value, label });
  return (
    <Dialog
      header={t('reports.schedules.form.title')}
      visible
      onHide={onClose}
      style={{ width: 'min(34rem, calc(100vw - 2rem))' }}
    >
      <form className="reports__form" onSubmit={submit} noValidate>
        <p className="reports__hint">{info.title[language]}</p>
        <label htmlFor={`${id}-name`}>{t('reports.schedules.form.name')}</label>
        <InputText
          id={`${id}-name`}
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={`${id}-frequency`}>{t('reports.schedules.form.frequency')}</label>
        <Dropdown
          inputId={`${id}-frequency`}
          value={frequency}
          options={REPORT_SCHEDULE_FREQUENCIES.map((f) =>
            option(f, t(`reports.schedules.frequency.${f}`)),
          )}
          onChange={(e) => setFrequency(e.value as ReportScheduleFrequency)}
        />
        {frequency === 'WEEKLY' && (
          <>
            <label htmlFor={`${id}-weekday`}>{t('reports.schedules.form.weekday')}</label>
            <Dropdown
              inputId={`${id}-weekday`}
              value={weekday}
              options={[1, 2, 3, 4, 5, 6, 7].map((d) =>
                option(d, t(`reports.schedules.weekdays.${d as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)),
              )}
              onChange={(e) => setWeekday(Number(e.value))}
            />
          </>
        )}
        {frequency === 'MONTHLY' && (
          <>
            <label htmlFor={`${id}-day`}>{t('reports.schedules.form.monthDay')}</label>
            <Dropdown
              inputId={`${id}-day`}
              value={monthDay}
              options={Array.from({ length: 28 }, (_, i) => option(i + 1, String(i + 1)))}
              onChange={(e) => setMonthDay(Number(e.value))}
            />
          </>
        )}
        <label htmlFor={`${id}-hour`}>{t('reports.schedules.form.hour')}</label>
        <Dropdown
          inputId={`${id}-hour`}
          value={hour}
          options={HOURS.map((h) => option(h, hourText(h)))}
          onChange={(e) => setHour(Number(e.value))}
        />
        <label htmlFor={`${id}-format`}>{t('reports.schedules.form.format')}</label>
        <Dropdown
          inputId={`${id}-format`}
          value={format}
          options={REPORT_FORMATS.map((f) => option(f, t(`reports.export.${f}`)))}
          onChange={(e) => setFormat(e.value as ReportFormat)}
        />
        <label htmlFor={`${id}-language`}>{t('reports.schedules.form.language')}</label>
        <Dropdown
          inputId={`${id}-language`}
          value={reportLanguage}
          options={(['id', 'en'] as const).map((l) =>
            option(l, t(`reports.schedules.form.languages.${l}`)),
          )}
          onChange={(e) => setReportLanguage(e.value as ReportLanguage)}
        />
        <label htmlFor={`${id}-recipients`}>{t('reports.schedules.form.recipients')}</label>
        <InputText
          id={`${id}-recipients`}
          type="email"
          multiple
          value={recipients}
          onChange={(e) => setRecipients(e.target.value)}
          aria-describedby={`${id}-help`}
          invalid={problem !== null}
        />
        <small id={`${id}-help`} className="reports__hint">
          {t('reports.schedules.form.recipientsHelp')} {t('reports.schedules.form.periodNote')}{' '}
          {t('reports.schedules.form.filtersNote')}
        </small>
        {problem && (
          <p className="reports__error" role="alert">
            {problem}
          </p>
        )}
        <div className="reports__dialog-actions">
          <Button
            type="button"
            label={t('reports.schedules.form.cancel')}
            outlined
            onClick={onClose}
          />
          <Button
            type="submit"
            label={t('reports.schedules.form.save')}
            loading={create.isPending}
          />
        </div>
      </form>
    </Dialog>
  );
}
