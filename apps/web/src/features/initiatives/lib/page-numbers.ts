export type PageItem = number | "ellipsis-start" | "ellipsis-end";

/** Clamps a requested 1-based page into 1..totalPages (non-numbers count as 1). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/**
 * The numbered buttons of the pager: all pages when there are few, otherwise the first, the last and
 * the current page with its neighbours, the gaps shown as ellipses.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i + 1);
  let start = Math.max(2, Math.min(current - 1, totalPages - 4));
  let end = Math.min(totalPages - 1, Math.max(current + 1, 5));
  // An ellipsis standing for a single page is no shorter than the page itself.
  if (start === 3) start = 2;
  if (end === totalPages - 2) end = totalPages - 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push("ellipsis-start");
  for (let page = start; page <= end; page++) items.push(page);
  if (end < totalPages - 1) items.push("ellipsis-end");
  items.push(totalPages);
  return items;
}
