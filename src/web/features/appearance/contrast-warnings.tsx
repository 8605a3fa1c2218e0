import { Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { BrandColors, ColorKey } from "../../../shared/guest-page/color-presets.ts";
import { relativeLuminance } from "../../../shared/guest-page/contrast.ts";
import { type ContrastProblem, contrastProblems } from "../../../shared/guest-page/readable-colors.ts";

// The owner's colour pairs that guests could not read, each named with both colours. The guest pages draw a readable
// shade of the text colour instead (readable-colors.ts); this says so, so what guests see is no surprise.

const NAMES: Record<ColorKey, string> = {
  bannerColor: "banner color",
  bannerTextColor: "Banner text color",
  businessNameColor: "Business name color",
  menuTextColor: "Menu text color",
};

const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

function sentence(problem: ContrastProblem): string {
  const on =
    problem.on === "page" ? "the page's white background" : `the ${NAMES[problem.on]} ${problem.background}`;
  const darker = (relativeLuminance(problem.shade) ?? 0) < (relativeLuminance(problem.foreground) ?? 0);
  return `${NAMES[problem.text]} ${problem.foreground} on ${on} has a contrast of ${ratioText(problem.ratio)}; text needs at least ${problem.minRatio}:1 to be readable. Guests will see a ${darker ? "darker" : "lighter"} shade (${problem.shade}) so it stays readable.`;
}

export function ContrastWarnings({ colors }: { colors: BrandColors }) {
  const problems = contrastProblems(colors);
  if (problems.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="yellow.0" data-testid="contrast-warnings">
      <Stack gap={6}>
        <Text fw={700} fz="sm" c="dark.8" style={{ display: "flex", gap: 6, alignItems: "center" }}>
          <IconAlertTriangle size={18} aria-hidden="true" />
          Some text would be hard to read
        </Text>
        {problems.map((problem) => (
          <Text key={problem.text} fz="sm" c="dark.8">
            {sentence(problem)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
