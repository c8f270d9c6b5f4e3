import { fireEvent } from "@testing-library/react";

/** Selects an element's whole text as a drag would, ending with the mouseup the selection popup waits for. */
export function selectText(element: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
  fireEvent.mouseUp(element);
}
