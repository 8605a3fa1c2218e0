import { Button, CloseButton, CopyButton, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconCheck, IconCode, IconCopy, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { embedSnippet, FrameOriginSchema } from "../../../shared/businesses/embed.ts";
import { COPIED_RESET_MS } from "../../../shared/common/constants.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import { embedKey, fetchEmbedSettings, saveEmbedSettings } from "../../api/businesses.ts";
import { errorMessage } from "../../ui/form-errors.ts";

/**
 * "Embed on your website" in the Share dialog: the `<iframe>` to paste, and the owner's own site addresses,
 * the only other sites whose pages may show the menu (the server's frame-ancestors follows them at once).
 */
export function EmbedSection({
  businessId,
  menuUrl,
  name,
}: {
  businessId: string;
  menuUrl: string;
  name: string;
}) {
  const snippet = embedSnippet(menuUrl, name);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <IconCode size={18} aria-hidden />
        <Text fw={600}>Embed on your website</Text>
      </Group>
      <Text size="sm" c="dimmed">
        Paste this code into a page of your website to show your menu there. Guests who order finish on a page
        of their own, never inside your site.
      </Text>
      <Textarea
        label="Embed code"
        value={snippet}
        readOnly
        autosize
        minRows={2}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={snippet} timeout={COPIED_RESET_MS}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            color={copied ? "teal" : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            aria-live="polite"
            style={{ alignSelf: "flex-start" }}
          >
            {copied ? MESSAGES.copied : "Copy code"}
          </Button>
        )}
      </CopyButton>
      <SiteAddresses businessId={businessId} />
    </Stack>
  );
}

/** The list of the owner's website addresses, saved as each is added or removed. */
function SiteAddresses({ businessId }: { businessId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: embedKey(businessId), queryFn: () => fetchEmbedSettings(businessId) });
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (origins: string[]) => saveEmbedSettings(businessId, { origins }),
    onSuccess: (saved) => queryClient.setQueryData(embedKey(businessId), saved),
    meta: { handlesErrors: true },
  });
  const origins = query.data?.origins ?? [];

  async function add(event: FormEvent) {
    event.preventDefault();
    const parsed = FrameOriginSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
      return;
    }
    try {
      await save.mutateAsync([...origins, parsed.data]);
      setDraft("");
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  async function remove(origin: string) {
    try {
      await save.mutateAsync(origins.filter((kept) => kept !== origin));
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Stack gap={6} mt="xs">
      <Text fw={600} size="sm" id="embed-sites-label">
        Your website addresses
      </Text>
      <Text size="xs" c="dimmed">
        Only pages on these sites can show your menu. Add each address your website answers at.
      </Text>
      {query.isError ? (
        <Text size="sm" c="red">
          {errorMessage(query.error)}
        </Text>
      ) : origins.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="embed-no-sites">
          {query.isPending ? "Loading…" : "None yet: no other website can show your menu."}
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          aria-labelledby="embed-sites-label"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
        >
          {origins.map((origin) => (
            <Group key={origin} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {origin}
              </Text>
              <CloseButton
                aria-label={`Remove ${origin}`}
                onClick={() => remove(origin)}
                disabled={save.isPending}
              />
            </Group>
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Add a website address"
            placeholder="https://www.example.com"
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem}
            inputMode="url"
            autoComplete="url"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" mt={25} loading={save.isPending} leftSection={<IconPlus size={16} />}>
            Add
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
