// The chime of a new order, drawn with the Web Audio API (no file to fetch, nothing to decode).
// Browsers start an AudioContext suspended until the page has had a click or a key press, so the dashboard asks
// the owner once (the choice is kept on this device) and, on later visits, wakes the sound at the first click.

const PREFERENCE_KEY = "menu-builder:new-order-sound";
export type SoundPreference = "on" | "off" | "unset";

export function readSoundPreference(): SoundPreference {
  try {
    const value = window.localStorage.getItem(PREFERENCE_KEY);
    return value === "on" || value === "off" ? value : "unset";
  } catch {
    return "unset";
  }
}

export function writeSoundPreference(value: "on" | "off") {
  try {
    window.localStorage.setItem(PREFERENCE_KEY, value);
  } catch {
    // private mode: the choice lasts this visit
  }
  window.dispatchEvent(new Event(PREFERENCE_KEY));
}

/** Calls `onChange` when the preference changes in this tab or another one. */
export function watchSoundPreference(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PREFERENCE_KEY) onChange();
  };
  window.addEventListener(PREFERENCE_KEY, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(PREFERENCE_KEY, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

let context: AudioContext | null = null;

/** Creates or resumes the audio context; call it from a click or key handler. True once sound can play. */
export async function unlockSound(): Promise<boolean> {
  if (typeof AudioContext === "undefined") return false;
  context ??= new AudioContext();
  if (context.state !== "running") {
    try {
      await context.resume();
    } catch {
      return false;
    }
  }
  return context.state === "running";
}

export const isSoundUnlocked = () => context?.state === "running";

/** The two rising notes of a new order. */
const CHIME: readonly (readonly [number, number])[] = [
  [0, 880],
  [0.22, 1318.5],
];
/** An order nobody has accepted for a while (the kitchen screen): three notes, higher and louder. */
const URGENT_CHIME: readonly (readonly [number, number])[] = [
  [0, 1046.5],
  [0.16, 1318.5],
  [0.32, 1568],
];

/**
 * While the urgent chime repeats (every 2 s on the kitchen screen), the dashboard's ordinary chime for the same
 * waiting orders would play over it: one sound at a time, the urgent one wins.
 */
const URGENT_COVERS_MS = 3_000;
let lastUrgentAt = Number.NEGATIVE_INFINITY;

/**
 * Two rising notes, about 0.6 s; `isUrgent`: three, louder. False when the browser has not let the page play
 * sound yet, or when an urgent chime is already repeating.
 */
export function playNewOrderChime({ isUrgent = false }: { isUrgent?: boolean } = {}): boolean {
  if (context?.state !== "running") return false;
  const now = Date.now();
  if (isUrgent) lastUrgentAt = now;
  else if (now - lastUrgentAt < URGENT_COVERS_MS) return false;
  const start = context.currentTime + 0.02;
  const peak = isUrgent ? 0.9 : 0.4;
  for (const [offset, frequency] of isUrgent ? URGENT_CHIME : CHIME) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = isUrgent ? "triangle" : "sine";
    oscillator.frequency.value = frequency;
    const at = start + offset;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.38);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  }
  return true;
}
