import type { GenerateAllSection } from "@initiative-planner/contract/generate-all";
import { CircleAlert, CircleCheck, CircleDashed, CircleSlash, Wand2, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { readJson, writeJson } from "@/lib/browser-storage";
import { useGenerateAll, useGenerateAllActions } from "../api/generate-all";
import { GenerateAllDialog } from "./generate-all-dialog";

const ICON: Record<GenerateAllSection["status"], React.ReactNode> = {
  queued: <CircleDashed aria-label="Waiting" className="size-4 shrink-0 text-muted-foreground" />,
  running: <Spinner aria-label="Generating" />,
  done: <CircleCheck aria-label="Done" className="size-4 shrink-0 text-green-600" />,
  failed: <CircleAlert aria-label="Failed" className="size-4 shrink-0 text-destructive" />,
  stopped: <CircleSlash aria-label="Stopped" className="size-4 shrink-0 text-muted-foreground" />,
};

/** The run this browser closed, per initiative: a finished run stays closed; the next run shows again. */
const hiddenRunKey = (initiativeId: string) => `generate-all-hidden:${initiativeId}`;

function useHiddenRun(initiativeId: string) {
  const [hidden, setHidden] = useState(() => readJson<string>("localStorage", hiddenRunKey(initiativeId)));
  const hide = (runId: string) => {
    writeJson("localStorage", hiddenRunKey(initiativeId), runId);
    setHidden(runId);
  };
  return { hidden, hide };
}

/** Generate all: the button, and the latest run's progress per section, live for every member. */
export function GenerateAllPanel({ initiativeId, canEdit }: { initiativeId: string; canEdit: boolean }) {
  const [open, setOpen] = useState(false);
  const state = useGenerateAll(initiativeId);
  const { stop, retry } = useGenerateAllActions(initiativeId);
  const { hidden, hide } = useHiddenRun(initiativeId);
  const run = state.data?.run ?? null;
  const active = run?.status === "running" || run?.status === "stopping";
  // The latest run stays in view (finished too), so everyone sees what it did, until they close it.
  const shown = run !== null && (active || run.id !== hidden);
  const done = run?.sections.filter((s) => s.status === "done").length ?? 0;

  return (
    <section aria-label="Generate all" className="flex flex-col gap-2">
      {canEdit && !active && (
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <Wand2 /> Generate all
        </Button>
      )}
      {shown && run && (
        <div className="flex flex-col gap-2 rounded-md border p-2 text-sm">
          <div className="flex items-center justify-between gap-2">
            <span className="font-medium">
              {run.status === "stopping" ? "Stopping…" : active ? "Generating all" : "Generate all"} · {done}{" "}
              of {run.sections.length}
            </span>
            {canEdit && run.status === "running" && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => stop.mutate(undefined, { onError: (e) => toast.error(e.message) })}
              >
                Stop
              </Button>
            )}
            {!active && (
              <Button
                variant="ghost"
                size="icon"
                className="size-6"
                aria-label="Close Generate all progress"
                title="Close"
                onClick={() => hide(run.id)}
              >
                <X />
              </Button>
            )}
          </div>
          <ProgressBar
            value={Math.round((100 * done) / Math.max(1, run.sections.length))}
            label="Generate all progress"
          />
          <p className="text-xs text-muted-foreground">Started by {run.requested_by.name}</p>
          <ul aria-label="Sections" className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {run.sections.map((s) => (
              <li
                key={`${s.workstream_id}/${s.subsection_uid}`}
                className="flex items-center gap-2"
                data-status={s.status}
              >
                {ICON[s.status]}
                <span className="min-w-0 flex-1 truncate" title={s.error ?? s.name}>
                  {s.name}
                </span>
                {canEdit &&
                  (s.status === "failed" || s.status === "stopped") &&
                  run.status !== "stopping" && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-6 px-2"
                      aria-label={`Retry ${s.name}`}
                      onClick={() =>
                        retry.mutate(
                          { workstream_id: s.workstream_id, subsection_uid: s.subsection_uid },
                          { onError: (e) => toast.error(e.message) },
                        )
                      }
                    >
                      Retry
                    </Button>
                  )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canEdit && <GenerateAllDialog initiativeId={initiativeId} open={open} onOpenChange={setOpen} />}
    </section>
  );
}
