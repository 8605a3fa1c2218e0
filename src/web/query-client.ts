import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api/client.ts";
import { notifyError } from "./ui/notify.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** `handlesErrors`: the screen shows the failure on its form, so no toast. */
    mutationMeta: { handlesErrors?: boolean };
    queryMeta: { handlesErrors?: boolean };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.handlesErrors) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.handlesErrors) notifyError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A client error will not change on retry; a dropped connection might.
      retry: (count, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
