import type { ImproveBody } from "@initiative-planner/contract";
import { badRequest } from "../../http/errors";
import { locateSelection, type TextRange } from "../../planner/locate-selection";

export const SELECTION_NOT_FOUND =
  "The selected text could not be found in this plan; it may have changed since you selected it. Select the text again and retry.";

/** Where the snippet is in `current_response`, or a 400 the client's alert can show. */
export function locateImprovement(body: ImproveBody): TextRange {
  const range = locateSelection(body.current_response, body.snippet, body.metadata?.selection_start);
  if (!range) throw badRequest(SELECTION_NOT_FOUND);
  return range;
}

/**
 * The improved document as a stream: the unchanged text before the selection at once, then the
 * model's replacement as it arrives, then the unchanged text after it. Every character outside
 * the selection is the original by construction, and the client still receives the whole text.
 */
export async function* spliceImprovement(
  document: string,
  range: TextRange,
  replacement: AsyncIterable<string>,
): AsyncGenerator<string> {
  const before = document.slice(0, range.start);
  if (before) yield before;
  yield* replacement;
  const after = document.slice(range.end);
  if (after) yield after;
}
