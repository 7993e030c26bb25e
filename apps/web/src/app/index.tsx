import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { initI18n } from '@/lib/i18n';
import { identityQueryKey } from '@/features/auth/api/get-identity';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

function createApp() {
  const queryClient = createQueryClient({
    // Any call answering 401 means the session ended: re-check the identity, whose own 401
    // makes the signed-in layout send the user to sign-in (and back afterwards).
    onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: identityQueryKey }),
  });
  const i18n = initI18n();
  return { queryClient, i18n, router: createAppRouter(queryClient, i18n) };
}

export function App() {
  const [{ queryClient, i18n, router }] = useState(createApp);
  return (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
