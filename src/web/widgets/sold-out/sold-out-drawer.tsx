import { Badge, Button, Drawer } from "@mantine/core";
import { IconCircleOff } from "@tabler/icons-react";
import { useState } from "react";
import { useSoldOut } from "../../api/sold-out.ts";
import { SoldOutPanel } from "./sold-out-panel.tsx";

/** "Sold out" with how many items and options are, opening the switches in a drawer (full width on a phone). */
export function SoldOutButton({ businessId }: { businessId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const soldOut = useSoldOut(businessId);
  const count = soldOut.data?.length ?? 0;
  return (
    <>
      <Button
        variant="default"
        size="md"
        leftSection={<IconCircleOff size={18} />}
        rightSection={
          count > 0 ? (
            <Badge color="red" variant="filled" size="sm" aria-hidden>
              {count}
            </Badge>
          ) : null
        }
        aria-label={count > 0 ? `Sold out: ${count}` : "Sold out"}
        onClick={() => setIsOpen(true)}
      >
        Sold out
      </Button>
      <Drawer
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        position="right"
        size="md"
        title="Sold out"
        closeButtonProps={{ "aria-label": "Close" }}
        styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
      >
        <SoldOutPanel businessId={businessId} />
      </Drawer>
    </>
  );
}
