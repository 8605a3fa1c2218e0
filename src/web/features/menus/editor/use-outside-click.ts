import { type RefObject, useEffect, useRef } from "react";

// Modals, menus and toasts live in portals: working in them is not leaving the item.
const INSIDE_ELSEWHERE = "[data-portal], [role='dialog'], .mantine-Notifications-root, [data-keep-item-open]";

/**
 * An outside click closes the open item. It acts on the click, not on the press:
 * closing the form moves everything below it, and a button that moved between press and release (say "Add
 * item") would never get its click. The capture phase runs before the button's own handler, so a click that
 * opens another item still opens it.
 */
export function useOutsideClick(ref: RefObject<HTMLElement | null>, onOutside: () => void) {
  const onOutsideRef = useRef(onOutside);
  onOutsideRef.current = onOutside;
  useEffect(() => {
    const isOutside = (event: Event) => {
      const target = event.target as Element | null;
      if (!target?.isConnected || ref.current?.contains(target)) return false;
      return !target.closest(INSIDE_ELSEWHERE);
    };
    let isPressOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      isPressOutside = isOutside(event);
    };
    const onClick = (event: MouseEvent) => {
      if (isPressOutside && isOutside(event)) onOutsideRef.current();
      isPressOutside = false;
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("click", onClick, true);
    };
  }, [ref]);
}
