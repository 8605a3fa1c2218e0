import { Button, SegmentedControl, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconVolume } from "@tabler/icons-react";
import { type TouchEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatOnClock } from "../../../shared/hours/business-clock.ts";
import { offeredTypes, readOrderingSettings } from "../../../shared/ordering/orders.ts";
import { useDashboard } from "../../api/dashboard-context.tsx";
import { readConfig } from "../../api/settings.ts";
import { focusWhenLost, useFocusWhenLost } from "../../ui/focus-when-lost.ts";
import { useOrderClock } from "../../widgets/orders/order-clock.ts";
import classes from "./kitchen.module.css";
import { KitchenLayer } from "./kitchen-layer.tsx";
import { KitchenPauseBanner, useKitchenPause } from "./kitchen-pause.tsx";
import { KitchenToolbar, useKitchenTheme } from "./kitchen-toolbar.tsx";
import { PassTicket } from "./pass-ticket.tsx";
import { isEscalated } from "./ticket-age.ts";
import { type KitchenColumn, useKitchenBoard, useNow } from "./use-kitchen-board.ts";
import { useKitchenSound } from "./use-kitchen-sound.ts";
import { useTicketFocus } from "./use-ticket-focus.ts";

// The kitchen screen (/app/kitchen): the orders to cook as tickets in three columns, New, Preparing and Ready
// (for a business that delivers, with the deliveries handed to their drivers below Ready), for a tablet on the
// pass; on a phone one column at a time (tabs, or a swipe). It fills the window over the dashboard's frame and
// can go full screen. Orders arrive and move live, through the same cached lists as the Orders screen.

const COLUMNS: { key: KitchenColumn; title: string; empty: string }[] = [
  { key: "new", title: "New", empty: "No new orders." },
  { key: "preparing", title: "Preparing", empty: "Nothing on the stove." },
  { key: "ready", title: "Ready", empty: "Nothing waiting at the pass." },
  { key: "out", title: "Out for delivery", empty: "No deliveries on the road." },
];

export function KitchenPage() {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const [theme, setTheme] = useKitchenTheme();
  return (
    <KitchenLayer>
      {business.orderingEnabled ? (
        <KitchenBoardScreen theme={theme} onTheme={setTheme} />
      ) : (
        <div className={classes.screen} data-theme={theme}>
          <div className={classes.notice}>
            <p>Online ordering is off for {business.location.name}, so no orders come to the kitchen.</p>
            <Button component={Link} to="/app/settings/ordering" size="lg">
              Turn on ordering
            </Button>
          </div>
        </div>
      )}
    </KitchenLayer>
  );
}

function KitchenBoardScreen({
  theme,
  onTheme,
}: {
  theme: "dark" | "light";
  onTheme: (theme: "dark" | "light") => void;
}) {
  const { dashboard } = useDashboard();
  const { business } = dashboard;
  const config = readConfig(business.config);
  const clock = useOrderClock();
  const board = useKitchenBoard(business.id, config);
  const pause = useKitchenPause(business.id);
  const screen = useRef<HTMLDivElement>(null);
  const boardElement = useRef<HTMLDivElement>(null);
  const noteLeaving = useTicketFocus(boardElement, board.columns);
  // The link that opened the screen is behind it now: the keyboard starts from the screen's heading.
  useEffect(() => focusWhenLost(() => screen.current?.querySelector("h1")), []);
  // Pause and Resume take each other's place: focus follows to the one now shown.
  useFocusWhenLost(
    () => screen.current?.querySelector<HTMLElement>("[data-service-control]"),
    pause.pausedUntil !== null,
  );
  const now = useNow();
  const sound = useKitchenSound({ isEscalated: board.columns.new.some((order) => isEscalated(order, now)) });
  const isPhone = useMediaQuery("(max-width: 47.99em)") ?? false;
  const [shown, setShown] = useState<KitchenColumn>("new");
  const time = formatOnClock(new Date(now), clock, {
    hour: "numeric",
    minute: "2-digit",
    hour12: !clock.use24HourFormat,
  });
  // A business that does not deliver has no use for the drivers' column, unless a delivery is still out.
  const delivers =
    offeredTypes(readOrderingSettings(config)).includes("DELIVERY") || board.columns.out.length > 0;
  const offered = COLUMNS.filter((column) => column.key !== "out" || delivers);
  const columns = isPhone ? offered.filter((column) => column.key === shown) : offered;
  const swipe = useColumnSwipe(shown, setShown);
  return (
    <div className={classes.screen} data-theme={theme} data-testid="kitchen-screen" ref={screen}>
      <KitchenToolbar
        businessId={business.id}
        placeName={business.location.name}
        time={time}
        theme={theme}
        onTheme={onTheme}
        sound={sound}
        pause={pause}
      />
      <KitchenPauseBanner pause={pause} />
      {sound.needsTap ? (
        <UnstyledButton className={classes.soundBanner} onClick={sound.turnOn}>
          <IconVolume size={26} aria-hidden /> Tap to turn on sound
        </UnstyledButton>
      ) : null}
      {isPhone ? (
        <div className={classes.tabs}>
          <SegmentedControl
            fullWidth
            size="md"
            aria-label="Column"
            value={shown}
            onChange={(value) => setShown(value as KitchenColumn)}
            data={offered.map((column) => ({
              value: column.key,
              label: `${column.title} ${board.columns[column.key].length}`,
            }))}
          />
        </div>
      ) : null}
      <div
        ref={boardElement}
        className={classes.board}
        data-phone={isPhone || undefined}
        data-delivers={delivers || undefined}
        {...(isPhone ? swipe : {})}
      >
        {columns.map((column) => {
          const tickets = board.columns[column.key];
          return (
            <section
              key={column.key}
              className={classes.column}
              data-column={column.key}
              aria-label={column.title}
            >
              <h2 className={classes.columnHead}>
                {column.title}
                <span className={classes.count}>{tickets.length}</span>
              </h2>
              <div className={classes.list}>
                {board.isError ? (
                  <div className={classes.empty}>
                    <p>The orders could not be loaded.</p>
                    <Button size="md" onClick={board.retry}>
                      Try again
                    </Button>
                  </div>
                ) : board.isLoading ? (
                  <p className={classes.empty}>Loading orders…</p>
                ) : tickets.length === 0 ? (
                  <p className={classes.empty}>{column.empty}</p>
                ) : (
                  tickets.map((order, index) => (
                    <PassTicket
                      key={order.id}
                      order={order}
                      businessId={business.id}
                      config={config}
                      clock={clock}
                      now={now}
                      onLeave={() => noteLeaving(order, column.key, index)}
                    />
                  ))
                )}
                {board.hasMore && (column.key === "new" || column.key === "preparing") ? (
                  <p className={classes.empty}>
                    More orders wait than fit here: <Link to="/app/orders">see them all</Link>.
                  </p>
                ) : null}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** A sideways swipe at least this long moves to the next or previous column on a phone. */
const SWIPE_PX = 70;

/** On a phone, a swipe across the board turns to the column beside, as the tabs above it do. */
function useColumnSwipe(shown: KitchenColumn, onShow: (column: KitchenColumn) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      // Mostly sideways: a scroll down the tickets is not a swipe.
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(touch.clientY - from.y)) return;
      const at = COLUMNS.findIndex((column) => column.key === shown);
      const next = COLUMNS[at + (dx < 0 ? 1 : -1)];
      if (next) onShow(next.key);
    },
  };
}
