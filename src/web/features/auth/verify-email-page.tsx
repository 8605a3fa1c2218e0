import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { confirmEmail } from "../../api/auth.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { AuthLayout } from "./auth-layout.tsx";

/** `verify-email`: where the mailed link lands; it confirms the address, so an operator's rights open. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  // A query, not a mutation: the link works once, and a query sends it once however often the page draws.
  const result = useQuery({
    queryKey: ["verify-email", token],
    queryFn: () => confirmEmail(token),
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthLayout title="Confirm your email address">
      {result.isPending ? (
        <Center py="xl" aria-label="Confirming your address">
          <Loader />
        </Center>
      ) : (
        <Stack gap="md">
          {result.isSuccess ? (
            <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
              {result.data.email} is confirmed.
            </Alert>
          ) : (
            <Alert color="red" icon={<IconLinkOff size={18} />} role="alert">
              {errorMessage(result.error)}
            </Alert>
          )}
          <Button component={Link} to="/adm" fullWidth>
            Open the admin area
          </Button>
        </Stack>
      )}
    </AuthLayout>
  );
}
