import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CompanyAlertRule } from '@armada/contracts/alerts';
import { graphqlFailure, graphqlOk } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { AlertRulesPage } from './alert-rules-page';

configure({ asyncUtilTimeout: 5000 });

const RULES: CompanyAlertRule[] = [
  {
    id: 1,
    nameIdn: 'Keselamatan kritis',
    nameEng: 'Critical safety',
    level: 'urgent',
    autoPopup: true,
    alertCodes: [49, 90],
    templateId: null,
  },
  {
    id: 7,
    nameIdn: 'Pencegahan tabrakan',
    nameEng: 'Collision avoidance',
    level: 'important',
    autoPopup: false,
    alertCodes: [91],
    templateId: 2,
  },
];

function api(update: (input: { id: number; autoPopup?: boolean }) => object) {
  const sent: unknown[] = [];
  mockFetch((_url, init) => {
    const body = JSON.parse(String(init.body)) as {
      operationName: string;
      variables: { input: { id: number; autoPopup?: boolean } };
    };
    if (body.operationName === 'AlertRules')
      return jsonResponse(200, { data: { alertRules: { ...graphqlOk(), list: RULES } } });
    sent.push(body.variables.input);
    return jsonResponse(200, { data: { updateAlertRule: update(body.variables.input) } });
  });
  return sent;
}

describe('AlertRulesPage', () => {
  it('is read-only without the rule-setting scope', async () => {
    api(() => ({}));
    renderWithProviders(<AlertRulesPage canEdit={false} />);
    expect(await screen.findByText('Keselamatan kritis')).toBeTruthy();
    expect(screen.getByTestId('alert-rules-readonly')).toBeTruthy();
    expect(screen.getByText('Mendesak')).toBeTruthy();
    expect(screen.getByText('Pengemudi memejamkan mata')).toBeTruthy();
    expect(screen.getByText('Dari rekomendasi')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it("changes a rule's automatic popup and shows the server's refusal", async () => {
    let refuse = false;
    const sent = api((input) =>
      refuse
        ? { ...graphqlFailure('FORBIDDEN', 'Tidak boleh mengubah aturan.', 403), data: null }
        : { ...graphqlOk(), data: { ...RULES[1], ...input } },
    );
    renderWithProviders(<AlertRulesPage canEdit />);
    const toggle = await screen.findByRole('switch', {
      name: 'Popup otomatis Pencegahan tabrakan',
    });
    fireEvent.click(toggle);
    expect(await screen.findByText('Aturan Pencegahan tabrakan tersimpan.')).toBeTruthy();
    expect(sent).toEqual([{ id: 7, autoPopup: true }]);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    refuse = true;
    fireEvent.click(toggle);
    expect(await screen.findByText('Tidak boleh mengubah aturan.')).toBeTruthy();
  });
});
