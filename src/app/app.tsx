import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { getConfig } from '../lib/config';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes(queryClient, getConfig())));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
