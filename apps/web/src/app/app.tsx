import { isLanguage } from '@hubline/contract';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../i18n';
import { setApiNavigator } from '../lib/api-client';
import { homePath } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import { prefetchScreens } from './prefetch';
import { createAppRouter, routes } from './router';
import { themeFor } from './theme';
import { ToastHost } from './toast-host';

const queryClient = createQueryClient();
const router = createAppRouter();
// After signing in comes a hub's home; any hub id matches the same screens.
prefetchScreens(routes, [homePath('-')]);
setApiNavigator((to) => void router.navigate(to, { replace: true }));

/** Providers around the router; the toast host sits outside it so toasts survive navigation. */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageTheme>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </LanguageTheme>
    </I18nextProvider>
  );
}

/** The theme follows the language, for its fonts. */
function LanguageTheme({ children }: { children: React.ReactNode }) {
  const { i18n: current } = useTranslation();
  const lang = isLanguage(current.language) ? current.language : 'en';
  const theme = useMemo(() => themeFor(lang), [lang]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
