import { useEffect } from "react";

const APP_NAME = "Initiative Planner";

/**
 * Keeps the browser tab's title on what the page shows (`title · Initiative Planner`), and puts the
 * previous title back when the page goes. An empty title leaves the tab as it is.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
