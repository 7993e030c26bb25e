import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@/testing/test-utils';
import { VehicleCardTask } from './vehicle-card-task';

const task = {
  id: 12,
  number: 'FT/2611/00012',
  stops_done: 3,
  stops_total: 8,
  next_stop: {
    sequence: 4,
    name: 'Toko Sinar Jaya',
    eta_on: '2026-11-14T11:12:00+07:00',
    late: true,
  },
};

describe('VehicleCardTask (FT-30)', () => {
  it('FT-30 shows the task, its progress and the next stop with its estimate on the company clock', () => {
    renderWithProviders(
      <MemoryRouter>
        <VehicleCardTask task={task} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'FT/2611/00012' }).getAttribute('href')).toBe(
      '/fleet-task/instant/12',
    );
    expect(screen.getByText('3 dari 8 pemberhentian selesai')).toBeTruthy();
    expect(screen.getByText(/Berikutnya: 4\. Toko Sinar Jaya/)).toBeTruthy();
    expect(screen.getByTestId('vehicle-card-eta').textContent).toBe('perkiraan tiba 11:12 WIB');
    expect(screen.getByText('Berisiko terlambat')).toBeTruthy();
  });

  it('FT-30 in English, without a late mark when the stop will make its window', () => {
    renderWithProviders(
      <MemoryRouter>
        <VehicleCardTask task={{ ...task, next_stop: { ...task.next_stop, late: false } }} />
      </MemoryRouter>,
      { language: 'en' },
    );
    expect(screen.getByText('3 of 8 stops done')).toBeTruthy();
    expect(screen.getByTestId('vehicle-card-eta').textContent).toBe('arrives about 11:12 WIB');
    expect(screen.queryByText('Late risk')).toBeNull();
  });
});
