import { Center, Loader, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense } from "react";

// The Settings form itself, in its own chunk: the editor loads it only when the owner opens the modal.
const HoursTab = lazy(async () => ({
  default: (await import("../../../widgets/business-hours/hours-tab.tsx")).HoursTab,
}));

/** "Business hours" from the editor's menu actions: the same form as Settings → Business Hours, in a modal. */
export function BusinessHoursModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal opened={opened} onClose={onClose} title="Business hours" size={880} fullScreen={isPhone}>
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label="Loading business hours">
            <Loader />
          </Center>
        }
      >
        {opened ? <HoursTab /> : null}
      </Suspense>
    </Modal>
  );
}
