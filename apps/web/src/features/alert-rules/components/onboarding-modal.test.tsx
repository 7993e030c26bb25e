import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AlertRuleTemplate, AlertRuleTemplateCode } from '@armada/contracts/alerts';
import { PERMISSIONS } from '@armada/contracts/auth';
import { graphqlFailure, graphqlOk } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { makeIdentity } from '@/testing/factories';
import { jsonResponse, mockFetch } from '@/testing/http';
import OnboardingModal from './onboarding-modal';

configure({ asyncUtilTimeout: 5000 });

const code = (alertCode: number, name: string, active = false): AlertRuleTemplateCode => ({
  alertCode,
  descriptions: { idn: name, eng: `${name} (en)` },
  fullDescriptions: { idn: `Penjelasan ${name}`, eng: `About ${name}` },
  isAlreadyActive: active,
  alertRuleLabels: active ? ['Keselamatan kritis'] : [],
});

const TEMPLATES: AlertRuleTemplate[] = [
  {
    templateId: 1,
    category: 'Recommendation',
    nameIdn: 'Kelelahan pengemudi',
    nameEng: 'Driver fatigue',
    descriptionIdn: 'Mengantuk dan tidak fokus.',
    descriptionEng: 'Drowsy and distracted.',
    defaultAlertCodes: [code(49, 'Mata terpejam', true), code(53, 'Tidak fokus')],
    additionalAlertCodes: [code(55, 'Tanpa sabuk')],
  },
  {
    templateId: 2,
    category: 'Recommendation',
    nameIdn: 'Pencegahan tabrakan',
    nameEng: 'Collision avoidance',
    descriptionIdn: 'Risiko tabrakan.',
    descriptionEng: 'Collision risks.',
    defaultAlertCodes: [code(90, 'Tabrakan depan')],
    additionalAlertCodes: [],
  },
];

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

function api(overrides: Record<string, () => object> = {}) {
  const calls: Call[] = [];
  const handlers: Record<string, () => object> = {
    AlertRuleTemplates: () => ({
      alertRuleTemplates: {
        ...graphqlOk(),
        list: TEMPLATES,
        pagination: { page: 1, show: 999, total: 2 },
      },
    }),
    CreateAlertRules: () => ({
      createAlertRules: {
        ...graphqlOk(),
        data: { createdAlertRuleIds: [9], skippedAlertCodes: [49] },
      },
    }),
    UpdateCompany: () => ({ updateCompany: { ...graphqlOk(), id: 1001, name: 'PT Armada' } }),
    ...overrides,
  };
  mockFetch((url, init) => {
    const body = JSON.parse(String(init.body)) as Call;
    calls.push(body);
    return jsonResponse(200, { data: handlers[body.operationName]?.() ?? null });
  });
  return calls;
}

function renderModal(accessRight: string[] = [PERMISSIONS.alertCenterMainRead]) {
  const onClose = vi.fn();
  const onSetupCompleted = vi.fn();
  renderWithProviders(
    <OnboardingModal
      identity={makeIdentity({ companyId: 1001, accessRight, setupNotifCompleted: false })}
      onClose={onClose}
      onSetupCompleted={onSetupCompleted}
    />,
  );
  return { onClose, onSetupCompleted };
}

const save = () => screen.getByTestId('onboarding-save');

async function chooseFirstCategory() {
  // Before it is opened, the category says how many alerts are recommended, as the intro does.
  expect(await screen.findByText('Belum dipilih · 2 disarankan')).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Pilih Kelelahan pengemudi' }));
  // Detail: the default codes are ticked, the additional one is not.
  expect((screen.getByLabelText(/Mata terpejam/) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText(/Tidak fokus/) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText(/Tanpa sabuk/) as HTMLInputElement).checked).toBe(false);
  expect(screen.getByText('Sudah aktif di Keselamatan kritis')).toBeTruthy();
  fireEvent.click(screen.getByLabelText(/Tanpa sabuk/));
  fireEvent.click(screen.getByTestId('onboarding-confirm'));
}

describe('OnboardingModal', () => {
  it('selects a category with its defaults plus an extra code, saves, completes the setup and shows the result', async () => {
    const calls = api();
    const { onSetupCompleted, onClose } = renderModal();
    expect(save()).toHaveProperty('disabled', true);
    await chooseFirstCategory();
    expect(screen.getByText('3 peringatan dipilih')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', false);
    fireEvent.click(save());

    expect(await screen.findByText('Notifikasi sudah aktif')).toBeTruthy();
    const sent = calls.filter((call) => call.operationName !== 'AlertRuleTemplates');
    expect(sent.map((call) => [call.operationName, call.variables.input])).toEqual([
      ['CreateAlertRules', { templates: [{ templateId: 1, alertCodes: [49, 53, 55] }] }],
      ['UpdateCompany', { id: 1001, setupNotifCompleted: true }],
    ]);
    expect(onSetupCompleted).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('onboarding-done'));
    expect(onClose).toHaveBeenCalled();
  });

  it('says the notification was requested without the alert-center main scope', async () => {
    api();
    renderModal([]);
    await chooseFirstCategory();
    fireEvent.click(save());
    expect(await screen.findByText('Notifikasi telah diminta dan sedang diproses.')).toBeTruthy();
  });

  it("shows 'failed save' when the rules are refused, and the server's message when the company update fails", async () => {
    let rulesFail = true;
    const calls = api({
      CreateAlertRules: () => ({
        createAlertRules: rulesFail
          ? { ...graphqlFailure('VALIDATION_ERROR', 'bad', 400), data: null }
          : { ...graphqlOk(), data: { createdAlertRuleIds: [9], skippedAlertCodes: [] } },
      }),
      UpdateCompany: () => ({
        updateCompany: {
          ...graphqlFailure('FORBIDDEN', 'Perusahaan tidak dapat diubah.', 403),
          id: null,
          name: null,
        },
      }),
    });
    const { onSetupCompleted } = renderModal();
    await chooseFirstCategory();
    fireEvent.click(save());
    expect(
      await screen.findByText('Gagal menyimpan pengaturan notifikasi. Coba lagi.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.operationName === 'UpdateCompany')).toBe(false);
    rulesFail = false;
    fireEvent.click(save());
    expect(await screen.findByText('Perusahaan tidak dapat diubah.')).toBeTruthy();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    expect(onSetupCompleted).not.toHaveBeenCalled();
    expect(screen.queryByTestId('onboarding-result')).toBeNull();
  });

  it('unticking every code leaves the category unselected', async () => {
    api();
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Pilih Pencegahan tabrakan' }));
    fireEvent.click(screen.getByLabelText(/Tabrakan depan/));
    expect(
      screen.getByText('Tidak ada peringatan yang dicentang: kategori ini tidak akan dipilih.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('onboarding-confirm'));
    expect(save()).toHaveProperty('disabled', true);
  });
});
