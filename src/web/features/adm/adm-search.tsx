import { Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ADM_MESSAGES, type AdmMember } from "../../../shared/adm/adm.ts";
import { useAdmSearch } from "./adm-api.ts";
import { BusinessCard } from "./business-card.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** Search members (email, name) and businesses (name, URL) at once. */
export function AdmSearch({ onOpenMember }: { onOpenMember: (memberId: string) => void }) {
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  const search = useAdmSearch(query);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(ADM_MESSAGES.searchEmpty);
    setError(null);
    setQuery(text.trim());
  };

  return (
    <Stack gap="lg">
      <search>
        <form onSubmit={submit}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              aria-label="Email, name or URL"
              placeholder="Email, name or URL"
              leftSection={<IconSearch size={16} />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={search.isFetching}>
              Search
            </Button>
          </Group>
        </form>
      </search>
      {search.data ? (
        <>
          <Stack gap="sm" component="section" aria-label="Members">
            <Title order={2} fz="lg">
              Members ({search.data.members.length})
            </Title>
            {search.data.members.length === 0 ? <Text c="dimmed">No member matches.</Text> : null}
            {search.data.members.map((member) => (
              <MemberRow key={member.id} member={member} onOpen={() => onOpenMember(member.id)} />
            ))}
          </Stack>
          <Stack gap="sm" component="section" aria-label="Businesses">
            <Title order={2} fz="lg">
              Businesses ({search.data.businesses.length})
            </Title>
            {search.data.businesses.length === 0 ? <Text c="dimmed">No business matches.</Text> : null}
            {search.data.businesses.map((business) => (
              <BusinessCard key={business.id} business={business} onOpenMember={onOpenMember} />
            ))}
          </Stack>
        </>
      ) : (
        <Text c="dimmed">Search by a member's email or name, or a business's name or URL.</Text>
      )}
    </Stack>
  );
}

function MemberRow({ member, onOpen }: { member: AdmMember; onOpen: () => void }) {
  return (
    <Paper withBorder p="md">
      <UnstyledButton onClick={onOpen} w="100%" aria-label={`Open ${member.email}`}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={2} miw={0}>
            <Text fw={700} style={{ overflowWrap: "anywhere" }}>
              {member.email}
            </Text>
            <Text fz="sm" c="dimmed">
              {member.name || "No name"} · {member.locations} location{member.locations === 1 ? "" : "s"}
            </Text>
          </Stack>
          <StatusBadge status={member.subscriptionStatus} />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
