import { Center, Loader, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCheck, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { DESIGN_SEARCH_DEBOUNCE_MS } from "../../../../shared/common/constants.ts";
import { LoadFailed } from "../../../ui/load-failed.tsx";
import { type DesignSummary, useDesignsQuery } from "./designs-api.ts";

interface DesignBrowserProps {
  businessId: string;
  isEnabled: boolean;
  selectedId: string | null;
  onSelect: (design: DesignSummary) => void;
}

/** Step 1 of import and the Copy Menu list: saved designs, searched (1.5 s debounce) and paged. */
export function DesignBrowser({ businessId, isEnabled, selectedId, onSelect }: DesignBrowserProps) {
  const [search, setSearch] = useState("");
  const [key] = useDebouncedValue(search.trim(), DESIGN_SEARCH_DEBOUNCE_MS);
  const designs = useDesignsQuery(businessId, key, isEnabled);
  const list = designs.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label="Search designs"
        placeholder="Cuisine or menu name, e.g. Thai, brunch, pizza"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={designs.isFetching ? <Loader size={14} /> : null}
      />
      <ScrollArea.Autosize mah={420} type="auto">
        {designs.isPending ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : designs.isError ? (
          <LoadFailed what="the designs" onRetry={() => void designs.refetch()} />
        ) : list.length === 0 ? (
          <Stack align="center" py="xl" gap={4}>
            <Text fw={700}>No designs</Text>
            <Text fz="sm" c="dimmed">
              Nothing matches "{key}". Try a cuisine or a simpler word.
            </Text>
          </Stack>
        ) : (
          <div
            role="listbox"
            aria-label="Designs"
            style={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 10 }}
          >
            {list.map((design) => {
              const isSelected = design.id === selectedId;
              return (
                <UnstyledButton
                  key={design.id}
                  role="option"
                  aria-selected={isSelected}
                  onClick={() => onSelect(design)}
                  p="md"
                  style={{
                    borderRadius: "var(--mantine-radius-md)",
                    border: `${isSelected ? 2 : 1}px solid var(--mantine-color-${isSelected ? "terracotta-6" : "gray-3"})`,
                    background: isSelected ? "var(--mantine-color-terracotta-0)" : "white",
                    minHeight: 64,
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "space-between",
                    gap: 8,
                  }}
                >
                  <Text fw={600} fz="sm">
                    {design.name}
                  </Text>
                  {isSelected ? <IconCheck size={18} color="var(--mantine-color-terracotta-7)" /> : null}
                </UnstyledButton>
              );
            })}
          </div>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
