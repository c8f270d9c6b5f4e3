import type { ImproveBody } from "@initiative-planner/contract";
import { badRequest } from "../../http/errors";
import { locateSelection, type TextRange } from "../../planner/locate-selection";
import type { Planner } from "../../planner/planner";
import type { PlanStreamOptions } from "./plan-stream";

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

/**
 * The planner call of an improvement (the `open` of a plan stream): the plan with only the located
 * selection rewritten. Shared by the improve routes and the MCP tool.
 */
export function openImprovement(
  planner: Planner,
  body: ImproveBody,
  selection: TextRange,
): PlanStreamOptions["open"] {
  return (subject, signal, onUsage) =>
    spliceImprovement(
      body.current_response,
      selection,
      planner.streamImprovement({
        idea: subject.idea,
        initiativeName: subject.initiativeName,
        workstream: subject.workstream,
        subsection: subject.subsection ?? undefined,
        writtenSections: subject.writtenSections,
        documents: subject.documents,
        document: body.current_response,
        selection,
        instruction: body.user_query,
        signal,
        onUsage,
      }),
    );
}
