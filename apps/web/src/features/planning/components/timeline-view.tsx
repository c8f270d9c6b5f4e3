import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import type { ScheduledTask, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { Printer, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatDay } from "@/lib/dates";
import { useTaskMutations, useTaskSchedule } from "../api/tasks";
import { useMediaQuery } from "../hooks/use-media-query";
import { ExternalLinks } from "./external-links";
import { PlanningLoading } from "./planning-status";
import { STATUS_LABELS } from "./task-row";
import { ChangeDatesDialog } from "./timeline/change-dates-dialog";
import { TimelineChart } from "./timeline/timeline-chart";
import { spanOf, ZOOMS, type Zoom, zoomFor } from "./timeline/timeline-scale";
import { useStored } from "./timeline/use-stored";

interface TimelineViewProps {
  initiativeId: string;
  workstreams: WorkstreamSummary[];
  canEdit: boolean;
  onTasksChanged?: () => void;
}

const isZoom = (value: string): value is Zoom | "" => value === "" || ZOOMS.some((z) => z.zoom === value);

const LEGEND: Array<[swatch: string, label: string]> = [
  ["size-3 rounded-sm bg-red-500", "Critical path"],
  ["size-3 rounded-sm bg-sky-500/70", "Task"],
  ["size-3 rounded-sm bg-emerald-500/70", "Done"],
  ["h-3 w-0.5 bg-primary", "Today"],
  ["h-3 w-0.5 border-l-2 border-dashed border-amber-600", "Due date"],
];

const localToday = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The whole initiative's schedule: the late banner, the Gantt chart and the same data as a table. */
export function TimelineView({ initiativeId, workstreams, canEdit, onTasksChanged }: TimelineViewProps) {
  const schedule = useTaskSchedule(initiativeId);
  const mutations = useTaskMutations(initiativeId, onTasksChanged);
  // No zoom chosen yet: the one that fits the schedule.
  const [chosenZoom, setZoom] = useStored<Zoom | "">("timeline:zoom", "", isZoom);
  const phone = useMediaQuery("(max-width: 639px)");
  const [editing, setEditing] = useState<ScheduledTask | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  if (schedule.isPending) return <PlanningLoading />;
  if (schedule.isError) return <p className="py-8 text-sm text-destructive">Failed to load the timeline.</p>;
  const data = schedule.data;
  const names = new Map(workstreams.map((w) => [w.id, w.name]));
  const titles = new Map(data.tasks.map((t) => [t.id, t.title]));
  const span = spanOf(data.tasks, data.due_date);
  const zoom = chosenZoom || zoomFor(span.last - span.first);
  const save = (task: ScheduledTask, body: UpdateTaskBody) =>
    mutations.update.mutateAsync({ id: task.id, body });
  const saveOnBar = (task: ScheduledTask, body: UpdateTaskBody) =>
    save(task, body).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : `${task.title} was not changed.`);
      throw error;
    });

  return (
    <section aria-label="Timeline" className="timeline flex min-w-0 flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
        <div>
          <h2 className="text-lg font-semibold">Timeline</h2>
          {data.projected_finish && (
            <p className="text-sm text-muted-foreground">
              Projected finish {formatDay(data.projected_finish)}
              {data.due_date ? ` · due ${formatDay(data.due_date)}` : ""} · working days, Monday to Friday
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <fieldset className="inline-flex rounded-md border p-0.5">
            <legend className="sr-only">Zoom</legend>
            {ZOOMS.map((z) => (
              <Button
                key={z.zoom}
                variant={zoom === z.zoom ? "secondary" : "ghost"}
                size="sm"
                aria-pressed={zoom === z.zoom}
                onClick={() => setZoom(z.zoom)}
                className="h-7"
              >
                {z.label}
              </Button>
            ))}
          </fieldset>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <Printer />
            Print
          </Button>
        </div>
      </header>
      {data.late && (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-md border border-amber-500 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert className="size-4" aria-hidden="true" />
          The projected finish ({formatDay(data.projected_finish)}) is later than the due date (
          {formatDay(data.due_date)}). Shorten the critical path or move the due date.
        </div>
      )}
      {data.tasks.length === 0 ? (
        <p className="py-8 text-sm text-muted-foreground">
          No tasks yet. Open a workstream's Task breakdown and run the agent to plan them.
        </p>
      ) : (
        <>
          <p className="flex flex-wrap gap-4 text-xs text-muted-foreground" aria-hidden="true">
            {LEGEND.map(([swatch, label]) => (
              <span key={label}>
                <span className={`mr-1 inline-block align-middle ${swatch}`} />
                {label}
              </span>
            ))}
          </p>
          {canEdit && (
            <p className="text-xs text-muted-foreground print:hidden">
              Select a bar to change its length or due date, drag its end or its due marker, or use the arrow
              keys on it.
            </p>
          )}
          <TimelineChart
            // Rows are taller on a phone: the virtualised list starts again at the new size.
            key={phone ? "phone" : "desktop"}
            schedule={data}
            workstreams={workstreams}
            today={localToday()}
            zoom={zoom}
            phone={phone}
            canEdit={canEdit}
            onSave={saveOnBar}
            onOpen={setEditing}
          />
          <ChangeDatesDialog task={editing} onClose={() => setEditing(null)} onSave={save} />
          <details
            className="rounded-md border print:hidden"
            onToggle={(e) => setTableOpen(e.currentTarget.open)}
          >
            <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Timeline as a table</summary>
            {/* Written only when opened: 2,000 rows of a closed table would cost the chart's first render. */}
            {tableOpen && (
              <div className="overflow-x-auto">
                <table className="w-full text-sm" aria-label="Timeline as a table">
                  <thead className="bg-muted/50 text-left text-xs uppercase text-muted-foreground">
                    <tr>
                      {[
                        "Workstream",
                        "Task",
                        "Start",
                        "End",
                        "Days",
                        "Due",
                        "Depends on",
                        "Status",
                        "Critical",
                      ].map((h) => (
                        <th key={h} scope="col" className="px-2 py-2 font-medium">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.tasks.map((t) => (
                      <tr key={t.id} className="border-t">
                        <td className="px-2 py-1">{names.get(t.workstream_id) ?? t.workstream_id}</td>
                        <td className="px-2 py-1">
                          {t.title} <ExternalLinks links={t.external} status={t.status} />
                        </td>
                        <td className="px-2 py-1 tabular-nums">{formatDay(t.start_date)}</td>
                        <td className="px-2 py-1 tabular-nums">{formatDay(t.end_date)}</td>
                        <td className="px-2 py-1 tabular-nums">{t.estimate_days}</td>
                        <td className="px-2 py-1 tabular-nums">{formatDay(t.due_date)}</td>
                        <td className="px-2 py-1">
                          {t.depends_on.map((d) => titles.get(d)).join("; ") || "—"}
                        </td>
                        <td className="px-2 py-1">{STATUS_LABELS[t.status]}</td>
                        <td className="px-2 py-1">{t.critical ? "Yes" : "No"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </details>
        </>
      )}
    </section>
  );
}
