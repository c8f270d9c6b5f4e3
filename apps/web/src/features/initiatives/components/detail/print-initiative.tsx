import type { InitiativeExport } from "@initiative-planner/contract/tasks";
import { createPortal } from "react-dom";
import { StreamingMarkdown } from "@/components/markdown/streaming-markdown";
import { formatDay } from "@/lib/dates";

/**
 * The whole initiative laid out for paper: shown only by the print stylesheet (`.print-document`),
 * which hides the app around it. Rendered from the JSON export, so it holds every plan and task.
 */
export function PrintInitiative({ data }: { data: InitiativeExport }) {
  const { initiative, schedule } = data;
  return createPortal(
    <article className="print-document">
      <h1>{initiative.name}</h1>
      <p>{initiative.description}</p>
      <p>
        Priority {initiative.priority} · Due {formatDay(initiative.date_due_completion, "not set")} · Progress{" "}
        {initiative.progress} % · Projected finish {formatDay(schedule.projected_finish)}
        {schedule.late ? " (late)" : ""}
      </p>
      {data.workstreams.map((ws) => (
        <section key={ws.id} className="print-workstream">
          <h2>{ws.name}</h2>
          {ws.subsections.map((sub) => (
            <section key={sub.uid}>
              <h3>{sub.display_name}</h3>
              {sub.plan.content.trim() ? (
                <StreamingMarkdown content={sub.plan.content} />
              ) : (
                <p>No plan yet.</p>
              )}
            </section>
          ))}
          {ws.task_breakdown.data.trim() && <StreamingMarkdown content={ws.task_breakdown.data} />}
        </section>
      ))}
    </article>,
    document.body,
  );
}
