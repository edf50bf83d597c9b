// Providers around the router: data fetching (TanStack Query), the interface language and the navigator.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { NavigatorProvider } from '../lib/navigator-context';
import { LocaleProvider } from './locale-provider';
import type { AppServices } from './services';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export function App({ services, queryClient }: { services: AppServices; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <NavigatorProvider navigator={services.navigator}>
          <RouterProvider router={services.router} />
        </NavigatorProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
