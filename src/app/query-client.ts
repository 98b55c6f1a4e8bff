import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already retries reads once on the statuses of spec §7; no second layer.
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
