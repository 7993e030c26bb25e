import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { Tag } from 'primereact/tag';
import type { BankAccount } from '@armada/contracts/company';
import { useToast } from '@/components/ui/toast';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { COMPANY_REFUSALS, useSaveErrorText } from './save-error';
import { SettingsSection } from './settings-section';

/** Account numbers in groups of four, easier to read aloud and compare. */
export function formatAccountNo(accountNo: string): string {
  return accountNo.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The company's bank accounts, default marked; deleting asks first (`deleteBankAccount`). */
export function BankAccountsPanel({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const saveErrorText = useSaveErrorText();
  const remove = useDeleteBankAccount();
  const [pending, setPending] = useState<BankAccount | null>(null);
  // Default first, then by bank name, so the list reads the same after every change.
  const sorted = [...accounts].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.bankName.localeCompare(b.bankName),
  );

  const confirmDelete = () => {
    const account = pending;
    setPending(null);
    if (!account) return;
    remove.mutate(
      { bankAccountId: account.bankAccountId },
      {
        onSuccess: () =>
          toast.success(t('company.bankAccounts.deleted', { bank: account.bankName })),
        onError: (error) =>
          toast.error(
            saveErrorText(error, {
              reasonByCode: COMPANY_REFUSALS.deleteBankAccount,
              params: {
                id: account.bankAccountId,
                bank: account.bankName,
                accountNo: account.accountNo,
              },
            }),
            { summary: t('company.bankAccounts.deleteFailed') },
          ),
      },
    );
  };

  return (
    <SettingsSection
      id="company-bank-accounts"
      icon="pi-wallet"
      title={t('company.sections.bankAccounts.title')}
      description={t('company.sections.bankAccounts.description')}
    >
      {sorted.length === 0 ? (
        <p className="company-empty">{t('company.bankAccounts.empty')}</p>
      ) : (
        <ul className="bank-accounts">
          {sorted.map((account) => {
            const blocked = account.isDefault && accounts.length > 1;
            const deleting =
              remove.isPending && remove.variables.bankAccountId === account.bankAccountId;
            return (
              <li
                key={account.bankAccountId}
                className="bank-account"
                data-default={account.isDefault}
                data-testid={`bank-account-${account.bankAccountId}`}
              >
                <span className="bank-account__icon" aria-hidden="true">
                  <i className="pi pi-building-columns" />
                </span>
                <div className="bank-account__details">
                  <div className="bank-account__bank">
                    <span>{account.bankName}</span>
                    {account.isDefault && (
                      <Tag value={t('company.bankAccounts.default')} severity="info" rounded />
                    )}
                  </div>
                  <span className="bank-account__number">
                    <span className="sr-only">{t('company.bankAccounts.accountNo')}: </span>
                    {formatAccountNo(account.accountNo)}
                  </span>
                  <span className="bank-account__name">
                    <span className="sr-only">{t('company.bankAccounts.accountName')}: </span>
                    {account.accountName}
                  </span>
                </div>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  loading={deleting}
                  disabled={blocked || remove.isPending}
                  aria-label={t('company.bankAccounts.delete', {
                    bank: account.bankName,
                    accountNo: account.accountNo,
                  })}
                  tooltip={blocked ? t('company.bankAccounts.deleteDefaultBlocked') : undefined}
                  tooltipOptions={{ showOnDisabled: true, position: 'left' }}
                  onClick={() => setPending(account)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmationModal
        variant="delete"
        visible={pending !== null}
        onCancel={() => setPending(null)}
        title={t('company.bankAccounts.confirmTitle')}
        message={
          pending
            ? t('company.bankAccounts.confirmMessage', {
                bank: pending.bankName,
                accountNo: pending.accountNo,
                name: pending.accountName,
              })
            : ''
        }
        confirmLabel={t('company.bankAccounts.confirmDelete')}
        cancelLabel={t('company.bankAccounts.cancel')}
        onConfirm={confirmDelete}
      />
    </SettingsSection>
  );
}
