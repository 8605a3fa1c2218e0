import { ActionIcon, Button } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconArrowLeft,
  IconBell,
  IconBellOff,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconSun,
} from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { SoldOutButton } from "../../widgets/sold-out/sold-out-drawer.tsx";
import classes from "./kitchen.module.css";
import { type KitchenPause, KitchenPauseButton } from "./kitchen-pause.tsx";

// The kitchen screen's top bar: back to the Orders screen, the place and the time, and the screen's own switches.
// Service controls (the sold-out list, a pause of new orders) sit at the start of the switches.

export type KitchenTheme = "dark" | "light";
const THEME_KEY = "menu-builder:kitchen-theme";

/** Dark unless this device chose light: a pass screen is read from a step away. */
export function useKitchenTheme(): [KitchenTheme, (theme: KitchenTheme) => void] {
  const [theme, setTheme] = useState<KitchenTheme>(() => {
    try {
      return window.localStorage.getItem(THEME_KEY) === "light" ? "light" : "dark";
    } catch {
      return "dark";
    }
  });
  return [
    theme,
    (next) => {
      setTheme(next);
      try {
        window.localStorage.setItem(THEME_KEY, next);
      } catch {
        // private mode: the choice lasts this visit
      }
    },
  ];
}

/** The Fullscreen API, where the browser has it: a tablet on the pass shows the board alone. */
function useFullscreen() {
  const [isFull, setIsFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const follow = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  return {
    isAvailable: Boolean(document.fullscreenEnabled),
    isFull,
    toggle: async () => {
      try {
        // The whole page, not the board alone: the menus and dialogs it opens live at the page's end.
        if (document.fullscreenElement) await document.exitFullscreen();
        else await document.documentElement.requestFullscreen();
      } catch {
        // refused (an iframe, a browser setting): the board already fills the window
      }
    },
  };
}

export function KitchenToolbar({
  businessId,
  placeName,
  time,
  theme,
  onTheme,
  sound,
  pause,
}: {
  businessId: string;
  placeName: string;
  time: string;
  theme: KitchenTheme;
  onTheme: (theme: KitchenTheme) => void;
  sound: { isOn: boolean; turnOn(): void; turnOff(): void };
  pause: KitchenPause;
}) {
  const isPhone = useMediaQuery("(max-width: 47.99em)") ?? false;
  const fullscreen = useFullscreen();
  const isDark = theme === "dark";
  return (
    <header className={classes.toolbar}>
      {isPhone ? (
        <ActionIcon
          component={Link}
          to="/app/orders"
          size={48}
          variant="subtle"
          color="gray"
          className={classes.toolButton}
          aria-label="Back to Orders"
        >
          <IconArrowLeft size={24} />
        </ActionIcon>
      ) : (
        <Button
          component={Link}
          to="/app/orders"
          size="md"
          h={48}
          variant="subtle"
          color="gray"
          className={classes.toolButton}
          leftSection={<IconArrowLeft size={20} />}
        >
          Orders
        </Button>
      )}
      <h1 className={classes.title}>Kitchen</h1>
      {isPhone ? null : <span className={classes.place}>{placeName}</span>}
      {/* A phone shows the time itself; the bar keeps its switches on one row there. */}
      {isPhone ? null : <span className={classes.clock}>{time}</span>}
      <div className={classes.tools} style={isPhone ? { marginLeft: "auto" } : undefined}>
        <SoldOutButton businessId={businessId} />
        <KitchenPauseButton pause={pause} />
        <ActionIcon
          size={48}
          variant={sound.isOn ? "light" : "subtle"}
          color={sound.isOn ? "orange" : "gray"}
          className={sound.isOn ? undefined : classes.toolButton}
          aria-label={sound.isOn ? "Turn sound off" : "Turn sound on"}
          aria-pressed={sound.isOn}
          onClick={() => (sound.isOn ? sound.turnOff() : sound.turnOn())}
        >
          {sound.isOn ? <IconBell size={24} /> : <IconBellOff size={24} />}
        </ActionIcon>
        <ActionIcon
          size={48}
          variant="subtle"
          color="gray"
          className={classes.toolButton}
          aria-label={isDark ? "Light screen" : "Dark screen"}
          onClick={() => onTheme(isDark ? "light" : "dark")}
        >
          {isDark ? <IconSun size={24} /> : <IconMoon size={24} />}
        </ActionIcon>
        {fullscreen.isAvailable ? (
          <ActionIcon
            size={48}
            variant="subtle"
            color="gray"
            className={classes.toolButton}
            aria-label={fullscreen.isFull ? "Leave full screen" : "Full screen"}
            onClick={fullscreen.toggle}
          >
            {fullscreen.isFull ? <IconMinimize size={24} /> : <IconMaximize size={24} />}
          </ActionIcon>
        ) : null}
      </div>
    </header>
  );
}
