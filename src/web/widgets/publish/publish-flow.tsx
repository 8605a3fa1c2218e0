import {
  Alert,
  Button,
  type ButtonProps,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Business, LocationResponse } from "../../../shared/businesses/businesses.ts";
import { LocationSchema } from "../../../shared/businesses/businesses.ts";
import { UNITED_STATES } from "../../../shared/common/geo.ts";
import { MESSAGES } from "../../../shared/common/messages.ts";
import type { Dashboard } from "../../../shared/members/members.ts";
import { locationNotServedMessage } from "../../../shared/publishing/publishing.ts";
import { fetchLocation, locationKey, saveLocation } from "../../api/businesses.ts";
import { ApiRequestError } from "../../api/client.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { publicPageUrl, publishingApi, useFreshDashboard } from "../../api/publishing.ts";
import { fetchSubscription } from "../../api/subscriptions.ts";
import { useFocusWhenLost } from "../../ui/focus-when-lost.ts";
import { notifyError, notifySuccess } from "../../ui/notify.ts";
import { StateField } from "../../ui/state-field.tsx";
import { newMenuPath } from "../menus/menus-model.ts";
import { CelebrationModal } from "./publish-celebration.tsx";
import { rememberPublishOffered } from "./publish-offer.ts";

// Publishing: check → Almost Ready! or Unable to Publish → preview → confirm →
// publish → celebration on the first publish, "Changes are published." afterwards.

type Step =
  | { kind: "idle" }
  | { kind: "almost-ready"; location: LocationResponse }
  | { kind: "unable"; reason: "NO_MENUS" | "NO_BUSINESS_INFO" | "URL_TAKEN" | "OTHER"; message: string }
  | { kind: "confirm"; notServed: string | null }
  | { kind: "not-live"; message: string }
  | { kind: "celebrate"; business: Business };

const hasUsableMenu = (dashboard: Dashboard) => dashboard.menus.some((menu) => menu.active && !menu.removed);
const hasBusinessInfo = (location: Pick<LocationResponse, "name" | "city" | "state">) =>
  Boolean(location.name.trim() && location.city.trim() && location.state.trim());

interface PublishButtonProps extends ButtonProps {
  /** Shown instead of Publish / Publish Changes. */
  label?: string;
}

/** The header's Publish (unpublished) or Publish Changes (published) button with its whole flow. */
export function PublishButton({ label, ...buttonProps }: PublishButtonProps) {
  const { dashboard } = useDashboard();
  const flow = usePublishFlow();
  // With nothing to publish the button says why instead of republishing the same page. It stays
  // focusable (aria-disabled, not disabled) so the tooltip reaches keyboards and screen readers too.
  const isUpToDate = dashboard.business.published && !dashboard.hasUnpublishedChanges;
  const ref = useRef<HTMLButtonElement>(null);
  // Published, the button turns "up to date" under the closing dialog: focus comes back to it.
  useFocusWhenLost(() => ref.current, isUpToDate);
  const button = (
    <Button
      ref={ref}
      onClick={isUpToDate ? undefined : flow.start}
      loading={flow.isChecking}
      data-disabled={isUpToDate || undefined}
      aria-disabled={isUpToDate || undefined}
      aria-description={isUpToDate ? UP_TO_DATE : undefined}
      {...buttonProps}
    >
      {label ?? (dashboard.business.published ? "Publish Changes" : "Publish")}
    </Button>
  );
  return (
    <>
      {/* One tree whether or not there is anything to publish: swapping it drew the button anew under the
          closing dialog, whose focus then had nowhere to return. */}
      <Tooltip
        label={UP_TO_DATE}
        multiline
        maw={260}
        withArrow
        events={TOOLTIP_EVENTS}
        disabled={!isUpToDate}
      >
        {button}
      </Tooltip>
      {flow.modals}
    </>
  );
}

const UP_TO_DATE = "Nothing to publish: your live page already shows every change.";
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/** Why the menu cannot go live, with the way forward when there is one (a first menu, another address). */
function UnableToPublishModal({
  step,
  businessId,
  onClose,
}: {
  step: Step;
  businessId: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={step.kind === "unable"} onClose={onClose} title="Unable to Publish">
      {step.kind === "unable" ? (
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon color="orange" variant="light" radius="xl" size={36} aria-hidden>
              <IconAlertTriangle size={20} />
            </ThemeIcon>
            <Text>{step.message}</Text>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              OK
            </Button>
            {step.reason === "NO_MENUS" ? (
              <Button component={Link} to={newMenuPath(businessId)} onClick={onClose}>
                Create a menu
              </Button>
            ) : null}
            {step.reason === "URL_TAKEN" ? (
              <Button component={Link} to="/app/settings/status" onClick={onClose}>
                Choose a custom URL
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The publish flow without its button: `start` runs the checks; `modals` must be rendered. */
export function usePublishFlow() {
  const { dashboard, session } = useDashboard();
  const { business } = dashboard;
  const queryClient = useQueryClient();
  const fetchDashboard = useFreshDashboard(session, business.id);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [isBusy, setIsBusy] = useState(false);
  const close = () => setStep({ kind: "idle" });

  async function check() {
    rememberPublishOffered(business.id);
    setIsBusy(true);
    try {
      const fresh = await fetchDashboard();
      if (!hasBusinessInfo(fresh.business.location)) {
        const location = await fetchLocation(business.id);
        setStep({ kind: "almost-ready", location });
        return;
      }
      if (!hasUsableMenu(fresh)) {
        setStep({ kind: "unable", reason: "NO_MENUS", message: MESSAGES.noMenus });
        return;
      }
      const isPossible = await publishingApi.preview(business.id);
      if (!isPossible) {
        setStep({ kind: "unable", reason: "URL_TAKEN", message: MESSAGES.urlTaken });
        return;
      }
      setStep({ kind: "confirm", notServed: await notServedMessage(business.id) });
    } catch (error) {
      notifyError(error);
    } finally {
      setIsBusy(false);
    }
  }

  async function publish() {
    const wasPublished = business.published;
    setIsBusy(true);
    try {
      const published = await publishingApi.publish(business.id);
      await queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      if (published.warning) {
        // Published, but guests still get "no longer available": no celebration, no "Changes are published."
        setStep({ kind: "not-live", message: published.warning.message });
      } else if (wasPublished) {
        close();
        notifySuccess(MESSAGES.published);
      } else {
        setStep({ kind: "celebrate", business: published });
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        const reason =
          error.code === "NO_MENUS" || error.code === "NO_BUSINESS_INFO" || error.code === "URL_TAKEN"
            ? error.code
            : "OTHER";
        setStep({ kind: "unable", reason, message: error.message });
      } else {
        close();
        notifyError(error);
      }
    } finally {
      setIsBusy(false);
    }
  }

  const modals = (
    <>
      {step.kind === "almost-ready" ? (
        <AlmostReadyModal
          businessId={business.id}
          location={step.location}
          onClose={close}
          onSaved={() => {
            close();
            void check();
          }}
        />
      ) : null}
      <UnableToPublishModal step={step} businessId={business.id} onClose={close} />
      <Modal
        opened={step.kind === "confirm"}
        onClose={close}
        title={business.published ? "Publish your changes?" : "Publish your menu?"}
      >
        <Stack gap="lg">
          {step.kind === "confirm" && step.notServed ? (
            <NotServedNotice message={step.notServed} onUpgrade={close} />
          ) : null}
          <Text>
            {step.kind === "confirm" && step.notServed
              ? "You can publish now: the page goes live the moment this location is on your plan."
              : business.published
                ? "Guests will see your latest menus, hours and settings as soon as you publish."
                : "Your menu page goes live at your link, and anyone with the link or your QR code can see it."}
          </Text>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {publicPageUrl(business)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isBusy}>
              Cancel
            </Button>
            <Button onClick={publish} loading={isBusy}>
              {business.published ? "Publish Changes" : "Publish"}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={step.kind === "not-live"} onClose={close} title="Published, not yet online">
        {step.kind === "not-live" ? (
          <Stack gap="lg">
            <NotServedNotice message={step.message} onUpgrade={close} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      {step.kind === "celebrate" ? <CelebrationModal business={step.business} onClose={close} /> : null}
    </>
  );
  return { start: check, isChecking: isBusy && step.kind === "idle", modals };
}

/**
 * The sentence saying the member's plan does not serve this location, or null when it does. A plan that cannot
 * be read does not stop publishing: the server's answer says it again.
 */
async function notServedMessage(businessId: string): Promise<string | null> {
  try {
    const plan = await fetchSubscription();
    if (!plan.unservedBusinessIds.includes(businessId)) return null;
    return locationNotServedMessage(plan.plan, plan.servedLocations);
  } catch {
    return null;
  }
}

/** Why guests cannot see this location's page, with the way to upgrade. */
function NotServedNotice({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="status">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button component={Link} to="/settings/subs" onClick={onUpgrade} size="xs" color="orange">
          Upgrade your plan
        </Button>
      </Stack>
    </Alert>
  );
}

interface AlmostReadyModalProps {
  businessId: string;
  location: LocationResponse;
  onClose: () => void;
  onSaved: () => void;
}

/** If location info is missing, a dialog (Almost Ready!) asks for it before publishing. */
function AlmostReadyModal({ businessId, location, onClose, onSaved }: AlmostReadyModalProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    name: location.name,
    address: location.address,
    city: location.city,
    state: location.state,
    zip: location.zip,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  // The location call needs the whole address: ask for address and zip too when those are empty.
  const asksAddress = !location.address.trim();
  const asksZip = !location.zip.trim();
  const country = location.country || UNITED_STATES;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const candidate = { ...location, ...values, country };
    const parsed = LocationSchema.safeParse(candidate);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setIsSaving(true);
    try {
      const saved = await saveLocation(businessId, parsed.data);
      queryClient.setQueryData(locationKey(businessId), saved);
      await queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      onSaved();
    } catch (error) {
      notifyError(error);
    } finally {
      setIsSaving(false);
    }
  }

  const field = (key: keyof typeof values) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [key]: value }));
    },
  });

  return (
    <Modal opened onClose={onClose} title="Almost Ready!">
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {MESSAGES.noBusinessInfo}
          </Text>
          <TextInput label="Business name" withAsterisk {...field("name")} />
          {asksAddress ? <TextInput label="Address" withAsterisk {...field("address")} /> : null}
          <TextInput label="City" withAsterisk {...field("city")} />
          <StateField
            country={country}
            value={values.state}
            onChange={(state) => setValues((current) => ({ ...current, state }))}
            error={errors.state}
            withAsterisk
          />
          {asksZip ? <TextInput label="Zip" withAsterisk {...field("zip")} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" loading={isSaving}>
              Save and continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
