import { useAppConfig } from '@/lib/app-config';
import { HelpPage } from '@/features/help/components/help-page';

/** /help opened directly (the menu entry opens the knowledge base in a new tab instead). */
export function Component() {
  const appConfig = useAppConfig();
  return <HelpPage helpUrl={appConfig.data?.helpUrl} />;
}
