import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { orderDetail as order } from '../testing/order-fixture';
import { ReasonDialog } from './reason-dialog';

describe('ReasonDialog (DLV-9, DLV-10, DLV-23)', () => {
  it('waits for a reason of 3 characters, then shows a refusal in Indonesian and keeps the text', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Delivery order DO/ALN/2611/00042 does not allow "cancel" while ON_DELIVERY.',
        reason: 'deliveryOrder.actionNotAllowed',
        params: { action: 'cancel', status: 'ON_DELIVERY' },
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(
      <ReasonDialog kind="cancel" order={order} onHide={() => {}} onDone={onDone} />,
    );
    const submit = screen.getByTestId('delivery-cancel-submit');
    const reason = screen.getByRole('textbox', { name: 'Alasan' });
    fireEvent.change(reason, { target: { value: 'ab' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Toko tutup permanen' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Tindakan ini (Batalkan pesanan) tidak diizinkan saat pesanan berstatus Dalam pengiriman.',
    );
    expect(reason).toHaveProperty('value', 'Toko tutup permanen');
    expect(onDone).not.toHaveBeenCalled();
  });
});
