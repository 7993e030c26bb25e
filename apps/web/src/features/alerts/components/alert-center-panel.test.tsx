import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SubscribedAlertRules } from '@armada/contracts/alerts';
import { renderWithProviders } from '@/testing/test-utils';
import { alertScopesOf } from '../hooks/use-alert-scopes';
import { makeAlert } from '../testing/alert-fixtures';
import { AlertCenterPanel, type AlertCenterPanelProps } from './alert-center-panel';

const RULES: SubscribedAlertRules = {
  urgentAlertRules: [1],
  importantAlertRules: [2],
  autoPopupAlertRules: [],
};

function renderPanel(over: Partial<AlertCenterPanelProps> = {}, scopes: string[] = []) {
  const props: AlertCenterPanelProps = {
    display: 'popup',
    phone: false,
    scopes: alertScopesOf(scopes),
    rules: RULES,
    rulesLoaded: true,
    urgent: [],
    important: [],
    loading: false,
    failed: false,
    colourOf: () => 'danger',
    openAccordion: 'urgent',
    onToggleAccordion: vi.fn(),
    unresolvedOnly: false,
    onUnresolvedOnly: vi.fn(),
    position: { x: 0, y: 0 },
    onMove: vi.fn(),
    onMoveEnd: vi.fn(),
    onDisplay: vi.fn(),
    onClose: vi.fn(),
    onOpenAlert: vi.fn(),
    reminderMinutes: 5,
    onReminderMinutes: vi.fn(),
    ...over,
  };
  renderWithProviders(
    <MemoryRouter>
      <AlertCenterPanel {...props} />
    </MemoryRouter>,
  );
  return props;
}

const URGENT = 'e4e-alert-center-urgent:read';
const MAIN = 'e4a-alert-center-main:read';

describe('AlertCenterPanel', () => {
  it('with urgent scope: both accordions, the open one listing its alerts', () => {
    const props = renderPanel({ urgent: [makeAlert('1'), makeAlert('2', 1)] }, [URGENT, MAIN]);
    expect(screen.getAllByTestId('alert-item')).toHaveLength(2);
    expect(screen.queryByTestId('alert-center-coming-soon')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Penting/ }));
    expect(props.onToggleAccordion).toHaveBeenCalledWith('important');
    fireEvent.click(screen.getAllByTestId('alert-item')[0] as HTMLElement);
    expect(props.onOpenAlert).toHaveBeenCalledWith(expect.objectContaining({ rawAlertId: '1' }));
  });

  it('without urgent scope: the coming-soon banner and a disabled Important accordion', () => {
    renderPanel({ openAccordion: 'important', important: [makeAlert('1')] }, [MAIN]);
    expect(screen.getByTestId('alert-center-coming-soon')).toBeTruthy();
    expect(screen.queryByTestId('alert-accordion-urgent')).toBeNull();
    const important = screen.getByRole('button', { name: /Penting/ });
    expect(important).toHaveProperty('disabled', true);
    expect(important.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('alert-item')).toBeNull();
  });

  it('shows the three empty states', () => {
    renderPanel(
      { rules: { urgentAlertRules: [], importantAlertRules: [], autoPopupAlertRules: [] } },
      [URGENT],
    );
    expect(screen.getByTestId('alert-empty-no-rules').textContent).toMatch(/Belum ada aturan/);
  });

  it('nothing in the last 3 days, or nothing unresolved with the switch on', () => {
    renderPanel({}, [URGENT]);
    expect(screen.getByTestId('alert-empty-recent').textContent).toMatch(/3 hari terakhir/);
  });

  it('nothing unresolved with the switch on', () => {
    const props = renderPanel({ unresolvedOnly: true }, [URGENT]);
    expect(screen.getByTestId('alert-empty-unresolved')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    expect(props.onUnresolvedOnly).toHaveBeenCalledWith(false);
  });

  it('settings icon only with rule-setting scope; see others goes to the log with its scope', () => {
    renderPanel({}, [URGENT, 'e4b-alert-center-rule-setting:read', 'e1j-log-notification:read']);
    fireEvent.click(screen.getByTestId('alert-center-settings'));
    expect(screen.getByTestId('alert-center-settings-link').getAttribute('href')).toBe(
      '/setting/notification',
    );
    expect(screen.getByTestId('alert-see-others').getAttribute('href')).toBe(
      '/report/notification-log',
    );
  });

  it('without those scopes: no settings icon, see others goes to /notification', () => {
    renderPanel({}, [URGENT, 'e1a-web-general-notification:read']);
    expect(screen.queryByTestId('alert-center-settings')).toBeNull();
    expect(screen.getByTestId('alert-see-others').getAttribute('href')).toBe('/notification');
    expect(screen.queryByTestId('alert-center-pinned')).toBeNull();
  });

  it('no see-others link when the user can open neither notification page', () => {
    renderPanel({}, [URGENT]);
    expect(screen.queryByTestId('alert-see-others')).toBeNull();
  });

  it('the settings menu sets the urgent reminder interval (docs/rules/alert-center.md §4)', () => {
    const props = renderPanel({}, [URGENT, 'e4b-alert-center-rule-setting:read']);
    const settings = screen.getByTestId('alert-center-settings');
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(settings);
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.parentElement?.textContent)).toEqual([
      'Tidak ada',
      'Setiap 5 menit',
      'Setiap 10 menit',
      'Setiap 15 menit',
      'Setiap 30 menit',
      'Setiap 60 menit',
    ]);
    expect(
      (screen.getByRole('radio', { name: 'Setiap 5 menit' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Setiap 30 menit' }));
    expect(props.onReminderMinutes).toHaveBeenCalledWith(30);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('alert-settings-menu')).toBeNull();
  });

  it('pin and detach with main scope move between displays', () => {
    const props = renderPanel({}, [URGENT, MAIN]);
    fireEvent.click(screen.getByTestId('alert-center-pinned'));
    expect(props.onDisplay).toHaveBeenCalledWith('pinned');
    fireEvent.click(screen.getByTestId('alert-center-detached'));
    expect(props.onDisplay).toHaveBeenCalledWith('detached');
    fireEvent.click(screen.getByTestId('alert-center-close'));
    expect(props.onClose).toHaveBeenCalled();
  });
});
