import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { setApiNavigator } from './api-client';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { theme } from './theme';
import { ToastHost } from './toast-host';

const queryClient = createQueryClient();
const router = createAppRouter();
setApiNavigator((to) => void router.navigate(to, { replace: true }));

/** Providers around the router; the toast host sits outside it so toasts survive navigation. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
