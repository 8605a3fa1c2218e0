import { useEffect } from "react";

// The tab's title is the page's own, led by the number of orders waiting when there are any ("(2) Orders ·
// Menu Builder", so a waiting order shows in a background tab): the page and the shell each set their part, and
// either change rewrites it.

let pageTitle = typeof document === "undefined" ? "" : document.title;
let waitingCount = 0;

function apply() {
  document.title = waitingCount > 0 ? `(${waitingCount}) ${pageTitle}` : pageTitle;
}

/** The page's title (without the waiting count). */
export function usePageTitle(title: string) {
  useEffect(() => {
    pageTitle = title;
    apply();
  }, [title]);
}

/** How many orders wait for the owner; 0 shows the page's title alone. */
export function useTitleCount(count: number) {
  useEffect(() => {
    waitingCount = count;
    apply();
    return () => {
      waitingCount = 0;
      apply();
    };
  }, [count]);
}
