import { Button, FileButton, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFileUpload } from "@tabler/icons-react";
import { useState } from "react";
import { TakePhotoButton, useIsTouchDevice } from "../images/take-photo.tsx";

export const IMPORT_ACCEPT = ".csv,.tsv,.txt,.xlsx,.pdf,image/jpeg,image/png,image/webp";

/** Where the owner drops (or chooses) the menu's photo, PDF or spreadsheet. */
export function FileDrop({ onFile }: { onFile: (file: File) => void }) {
  const [isOver, setIsOver] = useState(false);
  const isTouch = useIsTouchDevice();
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      aria-label="Drop a menu file here"
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: isOver ? "var(--mantine-color-blue-5)" : undefined,
        background: isOver ? "var(--mantine-color-blue-0)" : undefined,
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setIsOver(false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <Stack align="center" gap="sm" ta="center">
        <IconFileUpload size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{isTouch ? "Take or choose a photo of your menu" : "Drop your menu here"}</Text>
        <Text fz="sm" c="dimmed" maw={460}>
          A photo of the printed menu (JPG or PNG), a PDF, or a spreadsheet (CSV or XLSX with the columns
          group, item, description, price, size, modifiers, extras, icons). You check everything before it is
          saved.
        </Text>
        <Group justify="center" gap="sm">
          {isTouch ? <TakePhotoButton onFile={onFile} /> : null}
          <FileButton onChange={(file) => file && onFile(file)} accept={IMPORT_ACCEPT}>
            {(props) => (
              <Button {...props} leftSection={<IconFileUpload size={18} />}>
                Choose a file
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
