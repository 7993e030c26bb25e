import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { DriverFormDialog } from './driver-form-dialog';

/** The server refuses the SIM number (MDF-12); the vehicles to choose from do not load. */
function refuseCreate() {
  return mockFetch((url, init) =>
    init.method === 'POST' && String(url).endsWith('/api/driver')
      ? jsonResponse(409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: "The SIM number 123456789012 is already Budi's.",
          field: 'body.licenseNo',
          reason: 'driver.licenseTaken',
          params: { licenseNo: '123456789012' },
        })
      : jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'down' }),
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('DriverFormDialog (docs/rules/master-fleet.md)', () => {
  it('checks its fields first: nothing is sent and the name gets the focus', () => {
    const fetch = refuseCreate();
    renderWithProviders(<DriverFormDialog driver={null} onHide={() => {}} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByTestId('driver-form-save'));
    expect(screen.getByTestId('error-fullname').textContent).toBe('Wajib diisi.');
    expect(screen.getByTestId('error-licenseNo').textContent).toBe(
      'Nomor SIM terdiri dari 12–16 angka.',
    );
    expect(document.activeElement).toBe(field(/^Nama lengkap/));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('MDF-12: shows a taken SIM number in Indonesian and keeps every value typed', async () => {
    const fetch = refuseCreate();
    const onSaved = vi.fn();
    renderWithProviders(<DriverFormDialog driver={null} onHide={() => {}} onSaved={onSaved} />);
    fireEvent.change(field(/^Nama lengkap/), { target: { value: 'Slamet Riyadi' } });
    fireEvent.change(field(/^Nomor HP/), { target: { value: '0812-3456-7890' } });
    fireEvent.change(field(/^Nomor SIM/), { target: { value: '123456789012' } });
    fireEvent.click(screen.getByTestId('driver-form-save'));
    const problem = await screen.findByTestId('driver-form-server-error');
    expect(problem.textContent).toBe('Nomor SIM 123456789012 sudah dimiliki pengemudi lain.');
    expect(field(/^Nama lengkap/)).toHaveProperty('value', 'Slamet Riyadi');
    expect(field(/^Nomor HP/)).toHaveProperty('value', '0812-3456-7890');
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      phoneNo: '081234567890',
      licenseNo: '123456789012',
      licenseExpiry: null,
    });
    expect(onSaved).not.toHaveBeenCalled();
  });
});
