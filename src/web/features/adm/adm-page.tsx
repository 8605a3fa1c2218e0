import { Button, Loader, Stack, Tabs, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSearch, IconShieldLock, IconUserPlus } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { admApi, useOperator, useOwnAccount } from "./adm-api.ts";
import { AdmSearch } from "./adm-search.tsx";
import { AuditLog } from "./audit-log.tsx";
import { MemberDrawer } from "./member-drawer.tsx";
import { RegisterMemberModal } from "./register-member-modal.tsx";

/**
 * `adm`: the operators' area. Operators are named by ADMIN_EMAILS on the server;
 * the server answers anyone else 404 (an operator's address not yet confirmed too), and this page then says the
 * account has no admin rights, offering the mail that confirms the address.
 */
export function AdmPage() {
  const operator = useOperator();
  if (operator.isPending) return <Loader role="status" aria-label="Loading" m="xl" />;
  if (operator.isError) return <NoAdminRights />;
  return <OperatorArea />;
}

function NoAdminRights() {
  const { dashboard } = useDashboard();
  const account = useOwnAccount();
  return (
    <>
      <PageHeader title="Admin area" />
      <EmptyState
        icon={<IconShieldLock size={32} stroke={1.5} />}
        title="Your account has no admin rights"
        description={`The admin area is for Menu Builder staff. ${dashboard.member.email} is an owner account, so there is nothing to manage here — everything about your business is in your dashboard.`}
        action={
          <Stack align="center">
            <Button component={Link} to="/app">
              Go to your dashboard
            </Button>
            {account.data && !account.data.emailVerified ? (
              <ConfirmAddress email={account.data.email} />
            ) : null}
          </Stack>
        }
      />
    </>
  );
}

/** Staff rights open only once the address is confirmed, from a link mailed to it (anyone can type it). */
function ConfirmAddress({ email }: { email: string }) {
  const [isSent, setSent] = useState(false);
  const send = useMutation({ mutationFn: admApi.requestEmailVerification, onSuccess: () => setSent(true) });
  return (
    <Stack gap={6} align="center" mt="md">
      <Text fz="sm" c="dimmed">
        Staff? Your address is not confirmed yet, and admin rights wait for it.
      </Text>
      {isSent ? (
        <Text fz="sm" role="status">
          Sent. Open the link in the mail to {email} (it works once, within a day).
        </Text>
      ) : (
        <Button variant="light" size="xs" loading={send.isPending} onClick={() => send.mutate()}>
          Mail me a confirmation link
        </Button>
      )}
    </Stack>
  );
}

function OperatorArea() {
  const [memberId, setMemberId] = useState<string | null>(null);
  const [isRegisterOpen, register] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Admin area"
        description="Find members and businesses, help owners, and see every operator action."
        actions={
          <Button leftSection={<IconUserPlus size={18} />} onClick={register.open}>
            Register a member
          </Button>
        }
      />
      <Tabs defaultValue="find" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="find" leftSection={<IconSearch size={16} />}>
            Find
          </Tabs.Tab>
          <Tabs.Tab value="audit">Audit log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="find">
          <Stack>
            <AdmSearch onOpenMember={setMemberId} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditLog onOpenMember={setMemberId} />
        </Tabs.Panel>
      </Tabs>
      <MemberDrawer memberId={memberId} onClose={() => setMemberId(null)} />
      <RegisterMemberModal opened={isRegisterOpen} onClose={register.close} onRegistered={setMemberId} />
    </>
  );
}
