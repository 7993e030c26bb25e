import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useSignOut } from '../hooks/use-sign-out';

export interface SignOutButtonProps {
  className?: string;
}

export function SignOutButton({ className }: SignOutButtonProps) {
  const { t } = useTranslation();
  const { signOut, isPending, isError } = useSignOut();

  return (
    <span className="sign-out">
      <Button
        type="button"
        className={className}
        icon="pi pi-sign-out"
        label={t(isPending ? 'auth.signOut.busy' : 'auth.signOut.action')}
        loading={isPending}
        severity="secondary"
        outlined
        size="small"
        onClick={() => void signOut()}
      />
      <span role="alert" className="sign-out__error">
        {isError ? t('auth.signOut.failed') : null}
      </span>
    </span>
  );
}
