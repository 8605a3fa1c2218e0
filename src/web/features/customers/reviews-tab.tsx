import { Badge, Button, Group, Loader, Paper, Stack, Switch, Text } from "@mantine/core";
import { IconCheck, IconMessageStar, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  averageScore,
  RATING_SCORE_MAX,
  type Rating,
  type RatingUpdate,
} from "../../../shared/ratings/ratings.ts";
import { patchBusiness } from "../../api/businesses.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { formatDate } from "../../ui/dates.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { ratingsKey, updateRating, useOwnerRatings } from "./customers-api.ts";

const stars = (score: number) => "★".repeat(score) + "☆".repeat(RATING_SCORE_MAX - score);

/** Reviews: guests' ratings, new until accepted or removed. */
export function ReviewsTab() {
  const { dashboard } = useDashboard();
  const businessId = dashboard.business.id;
  const queryClient = useQueryClient();
  const ratings = useOwnerRatings(businessId);
  const isFeedbackOn = dashboard.business.config.allowFeedback === true;

  const moderate = useMutation({
    mutationFn: (update: RatingUpdate) => updateRating(businessId, update),
    onSuccess: (rating) => {
      queryClient.setQueryData<Rating[]>(ratingsKey(businessId), (list) =>
        (list ?? []).flatMap((entry) => (entry.id !== rating.id ? [entry] : rating.removed ? [] : [rating])),
      );
      notifySuccess(rating.removed ? "Rating removed" : "Rating accepted: guests can see it now");
    },
    onError: notifyError,
    meta: { handlesErrors: true },
  });

  const feedback = useMutation({
    mutationFn: (allowFeedback: boolean) => patchBusiness(businessId, { config: { allowFeedback } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
    onError: notifyError,
    meta: { handlesErrors: true },
  });

  const list = ratings.data ?? [];
  const approved = list.filter((rating) => rating.approved);
  const average = averageScore(approved.map((rating) => rating.score));
  const newCount = list.length - approved.length;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Switch
            label="Let guests rate you on your menu page"
            description="A short form under your menu; new ratings wait here for you to accept them."
            checked={isFeedbackOn}
            disabled={feedback.isPending}
            onChange={(event) => feedback.mutate(event.currentTarget.checked)}
          />
          <Group gap="lg">
            <Stat label="Average" value={average === null ? "—" : `${average.toFixed(1)} / 5`} />
            <Stat label="Accepted" value={String(approved.length)} />
            <Stat label="New" value={String(newCount)} />
          </Group>
        </Group>
      </Paper>

      {ratings.isLoading ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
        </Group>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<IconMessageStar size={32} stroke={1.5} />}
          title="No ratings yet"
          description={
            isFeedbackOn
              ? "Guests can rate you from your menu page. New ratings appear here for you to accept or remove."
              : "Switch on ratings above and guests can rate you from your menu page."
          }
        />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {list.map((rating) => (
            <Paper key={rating.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
                <Stack gap={4} style={{ flex: "1 1 320px" }} miw={0}>
                  <Group gap="xs">
                    <Text c="yellow.8" fz="lg" lh={1} role="img" aria-label={`${rating.score} out of 5`}>
                      {stars(rating.score)}
                    </Text>
                    <Text fw={600}>{rating.name}</Text>
                    {rating.approved ? (
                      <Badge color="teal" variant="light">
                        Accepted
                      </Badge>
                    ) : (
                      <Badge color="blue" variant="light">
                        New
                      </Badge>
                    )}
                  </Group>
                  <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{rating.message}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(rating.createdDate)}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {!rating.approved ? (
                    <Button
                      size="xs"
                      leftSection={<IconCheck size={14} />}
                      aria-label={`Accept the rating from ${rating.name}`}
                      loading={moderate.isPending && moderate.variables?.id === rating.id}
                      onClick={() => moderate.mutate({ id: rating.id, approved: true })}
                    >
                      Accept
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    aria-label={`Remove the rating from ${rating.name}`}
                    onClick={() => moderate.mutate({ id: rating.id, removed: true })}
                  >
                    Remove
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}
