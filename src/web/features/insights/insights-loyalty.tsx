import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { LoyaltyFigures } from "../../../shared/insights/insights.ts";
import type { DayRange } from "./insights-api.ts";
import { describeRange } from "./insights-range.ts";
import { InsightsCard, KpiCard } from "./insights-tables.tsx";

// The rewards program: who has joined, the points earned, taken back and redeemed in the chosen days, and the
// points members hold today. Shown while the program runs, or once it has members even if it was switched off.

/** Whether the screen shows the loyalty card: a business that never ran a program has nothing to see. */
export const showsLoyalty = (loyalty: LoyaltyFigures) => loyalty.isRunning || loyalty.members > 0;

const number = (value: number) => value.toLocaleString("en-US");

/** "no points", "1 point", "1,250 points" */
const count = (value: number, one: string, many: string) =>
  value === 0 ? `no ${many}` : `${number(value)} ${value === 1 ? one : many}`;

/** Who has joined and what they hold, said once for the whole program. */
function membersSentence(loyalty: LoyaltyFigures) {
  if (loyalty.members === 0)
    return "No guest has joined your rewards program yet. Guests join from “Rewards” on your menu page or when they check out.";
  const joined = `${number(loyalty.members)} ${loyalty.members === 1 ? "guest has" : "guests have"} joined your rewards program`;
  const hold = loyalty.members === 1 ? "They hold" : "Together they hold";
  return `${joined}. ${hold} ${count(loyalty.pointsOutstanding, "point", "points")} today, whatever days you pick, to spend on rewards.`;
}

/** "2 guests joined, completed orders earned 120 points, refunds took back no points, and 1 reward was redeemed" */
function inRange(loyalty: LoyaltyFigures) {
  const joined = `${count(loyalty.newMembers, "guest", "guests")} joined`;
  const earned = `completed orders earned ${count(loyalty.pointsIssued, "point", "points")}`;
  const takenBack = `refunds took back ${count(loyalty.pointsTakenBack, "point", "points")}`;
  const redeemed = `${count(loyalty.rewardsRedeemed, "reward", "rewards")} ${loyalty.rewardsRedeemed === 1 ? "was" : "were"} redeemed`;
  return `${joined}, ${earned}, ${takenBack}, and ${redeemed}`;
}

export function LoyaltyCard({ loyalty, range }: { loyalty: LoyaltyFigures; range: DayRange }) {
  return (
    <InsightsCard title="Loyalty">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm">
          <KpiCard
            label="Members"
            value={number(loyalty.members)}
            note={`${number(loyalty.newMembers)} joined in this period`}
          />
          <KpiCard label="Points earned in this period" value={number(loyalty.pointsIssued)} />
          <KpiCard label="Points taken back by refunds" value={number(loyalty.pointsTakenBack)} />
          <KpiCard label="Rewards redeemed" value={number(loyalty.rewardsRedeemed)} />
          <KpiCard label="Points members hold today" value={number(loyalty.pointsOutstanding)} />
        </SimpleGrid>
        {loyalty.isRunning ? null : (
          <Text size="sm">
            Your rewards program is switched off: guests cannot join or earn points until you switch it back
            on in Loyalty.
          </Text>
        )}
        <Text size="sm">{membersSentence(loyalty)}</Text>
        <Text size="sm" c="dimmed">
          In the days you picked ({describeRange(range)}), {inRange(loyalty)}.
        </Text>
      </Stack>
    </InsightsCard>
  );
}
