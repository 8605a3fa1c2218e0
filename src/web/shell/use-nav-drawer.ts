import { useEffect, useRef, useState } from "react";

/**
 * The phone's navigation drawer: open from the burger until the page changes. A page change already under way
 * when the owner opened it does not count: the address changes first and React draws the new page a moment
 * later (a long moment on a slow phone, while it draws the menu editor), and a tap on the burger in that moment
 * must not be undone when the page appears.
 *
 * `pathname` is the page React has drawn; `addressNow` reads the address bar, which is ahead of it in that moment.
 */
export function useNavDrawer(pathname: string, addressNow: () => string = () => window.location.pathname) {
  const [isOpen, setIsOpen] = useState(false);
  const openedAt = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the drawn page changes, reads the address then
  useEffect(() => {
    if (addressNow() !== openedAt.current) setIsOpen(false);
  }, [pathname]);

  return {
    isOpen,
    toggle() {
      openedAt.current = addressNow();
      setIsOpen((isOpenNow) => !isOpenNow);
    },
  };
}
