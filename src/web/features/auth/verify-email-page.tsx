import { Alert, Button, Center, Loader, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconLinkOff, IconLogin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { confirmEmail } from "../../api/auth.ts";
import { useSession } from "../../api/session.ts";
import { errorMessage } from "../../ui/form-errors.ts";
import { AuthLayout } from "./auth-layout.tsx";

/**
 * `verify-email`: where the mailed link lands. It confirms the address only for the account that asked for it,
 * so whoever opens it signs in first: a mailbox's reader is not always the account that typed the address.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const session = useSession();
  const isSignedIn = session !== null && !session.helping;
  // A query, not a mutation: the link works once, and a query sends it once however often the page draws.
  const result = useQuery({
    queryKey: ["verify-email", token, session?.memberId ?? null],
    queryFn: () => confirmEmail(token),
    enabled: isSignedIn,
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  if (!isSignedIn) {
    const back = `/verify-email?${new URLSearchParams({ token })}`;
    return (
      <AuthLayout title="Confirm your email address">
        <Stack gap="md">
          <Text>
            Log in to the account that asked for this link first. The link confirms the address only for that
            account, and nothing changes until you do.
          </Text>
          <Button
            component={Link}
            to={`/login?${new URLSearchParams({ next: back })}`}
            leftSection={<IconLogin size={18} />}
            fullWidth
          >
            Log in to confirm
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

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
