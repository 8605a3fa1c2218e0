import { useEffect, useState } from "react";
import { isSoundUnlocked, playNewOrderChime } from "../../widgets/orders/new-order-sound.ts";
import { chooseSound, useSoundPreference } from "../../widgets/orders/order-alerts.tsx";

// The kitchen uses the dashboard's one sound system: the shell already rings for every new order nobody has
// opened (order-alerts.tsx), and stops on every device once someone opens it (here: a tap on its ticket) or
// accepts it. What the kitchen adds is the escalation: an order still not accepted after a few minutes rings
// louder and faster, opened or not, until someone accepts or rejects it.

/** The urgent chime repeats this often, faster than the shell's five seconds. */
export const URGENT_RING_EVERY_MS = 2_000;

export function useKitchenSound({ isEscalated }: { isEscalated: boolean }) {
  const preference = useSoundPreference();
  // The browser lets a page play sound only after a tap on it: watched, as nothing announces the unlock.
  const [isUnlocked, setIsUnlocked] = useState(isSoundUnlocked);
  useEffect(() => {
    if (isUnlocked) return;
    const timer = setInterval(() => setIsUnlocked(isSoundUnlocked()), 500);
    return () => clearInterval(timer);
  }, [isUnlocked]);

  const isUrgent = preference === "on" && isEscalated;
  useEffect(() => {
    if (!isUrgent) return;
    const ring = () => playNewOrderChime({ isUrgent: true });
    ring();
    const timer = setInterval(ring, URGENT_RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [isUrgent]);

  return {
    isOn: preference === "on",
    /** Sound was not turned off on this device, but the browser still waits for the first tap. */
    needsTap: preference !== "off" && !isUnlocked,
    turnOn: async () => {
      await chooseSound(true);
      setIsUnlocked(isSoundUnlocked());
    },
    turnOff: () => chooseSound(false),
  };
}
