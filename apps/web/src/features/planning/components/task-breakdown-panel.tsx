import type { WorkstreamSummary } from "@initiative-planner/contract/initiative";
import { History } from "lucide-react";
import { useState } from "react";
import { ImproveDialog } from "@/components/improve-dialog/improve-dialog";
import { preloadMarkdown } from "@/components/markdown/lazy-markdown";
import { Button } from "@/components/ui/button";
import { useWorkstreamDetail } from "../api/get-workstream";
import { useMembers } from "../api/list-members";
import { useWorkstreams } from "../api/list-workstreams";
import { useTaskMutations, useTaskSchedule } from "../api/tasks";
import { useBreakdownStream } from "../hooks/use-breakdown-stream";
import { useTaskProposal } from "../hooks/use-task-proposal";
import { AgentImage } from "./agent-image";
import { PlanView } from "./plan-view";
import { PlanningLoading } from "./planning-status";
import { StopButton } from "./stop-button";
import { TaskHistoryDialog } from "./task-history-dialog";
import { TaskProposalDialog } from "./task-proposal-dialog";
import { TaskTable } from "./task-table";

interface TaskBreakdownPanelProps {
  initiativeId: string;
  workstream: WorkstreamSummary;
  canEdit: boolean;
  /** Tasks changed: the initiative's progress may have moved. */
  onTasksChanged?: () => void;
}

interface ImproveTarget {
  text: string;
  rect: DOMRect | null;
  whole: boolean;
}

/** "Task breakdown" of a workstream: Run Agent streams it; then the task table, or its text (decision 105). */
export function TaskBreakdownPanel({
  initiativeId,
  workstream,
  canEdit,
  onTasksChanged,
}: TaskBreakdownPanelProps) {
  const ref = { initiativeId, wsId: workstream.id };
  const detail = useWorkstreamDetail(initiativeId, workstream.id);
  const schedule = useTaskSchedule(initiativeId);
  const members = useMembers(initiativeId);
  const workstreams = useWorkstreams(initiativeId);
  const mutations = useTaskMutations(initiativeId, onTasksChanged);
  const stream = useBreakdownStream(ref, onTasksChanged);
  const proposals = useTaskProposal(ref, onTasksChanged);
  const regenerate = async () => {
    // People edited these tasks: the agent proposes instead of replacing them, so ask for the proposal
    // directly. The stream's 409 still covers an edit this screen has not seen yet.
    if (detail.data?.task_breakdown.people_edited) return proposals.propose();
    if ((await stream.generate()) === "proposal_required") await proposals.propose();
  };
  const [target, setTarget] = useState<ImproveTarget | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [shownAs, setShownAs] = useState<"table" | "text">("table");

  if (detail.isPending) return <PlanningLoading />;
  const breakdown = detail.data?.task_breakdown ?? { data: "", version: 0, tasks: [] };
  const content = stream.active ? stream.active.text : breakdown.data;
  const title = `${workstream.name} - Task breakdown`;

  if (!stream.active && !content.trim()) {
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <AgentImage />
        <h2 className="text-xl font-semibold">Create your project's Task breakdown</h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          The tasks of {workstream.name}: owners, estimates and what each one waits for. The first breakdown
          plans every workstream together, so dependencies can cross teams.
        </p>
        {canEdit && (
          <Button
            onClick={() => {
              void preloadMarkdown();
              void stream.generate();
            }}
            disabled={stream.busy}
          >
            Run Agent
          </Button>
        )}
      </div>
    );
  }

  const generatingFirst = stream.active?.kind === "generate" && stream.active.text === "";
  const hasTable = breakdown.tasks.length > 0 && !stream.active;
  const agentActions = canEdit && (
    <>
      {stream.active && <StopButton onStop={stream.stop} />}
      <Button
        size="sm"
        variant="outline"
        onClick={() => void regenerate()}
        disabled={stream.busy || proposals.proposing}
      >
        {proposals.proposing ? "Asking the agent..." : "Run Agent"}
      </Button>
      <Button
        size="sm"
        onClick={() => setTarget({ text: breakdown.data, rect: null, whole: true })}
        disabled={stream.busy}
      >
        Improve
      </Button>
    </>
  );
  // The tasks show once: as the table, or as the breakdown's text (to read it or improve a selection of it).
  const tableActions = hasTable && (
    <>
      <fieldset className="flex rounded-md border p-0.5">
        <legend className="sr-only">Show the tasks as</legend>
        {(["table", "text"] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={shownAs === value ? "secondary" : "ghost"}
            aria-pressed={shownAs === value}
            className="h-7"
            onClick={() => setShownAs(value)}
          >
            {value === "table" ? "Table" : "Text"}
          </Button>
        ))}
      </fieldset>
      <Button size="sm" variant="outline" onClick={() => setHistoryOpen(true)}>
        <History />
        Task history
      </Button>
    </>
  );
  return (
    <div className="flex flex-col gap-6">
      {hasTable && shownAs === "table" ? (
        <section aria-label="Task table" className="flex min-w-0 flex-col gap-3">
          <header className="flex flex-wrap items-center justify-between gap-2 border-b pb-3">
            <h2 className="text-lg font-semibold">{title}</h2>
            <div className="flex flex-wrap items-center gap-2">
              {tableActions}
              {agentActions}
            </div>
          </header>
          <TaskTable
            initiativeId={initiativeId}
            workstreamId={workstream.id}
            allTasks={schedule.data?.tasks ?? breakdown.tasks}
            teams={workstreams.data?.workstreams ?? [workstream]}
            members={members.data ?? []}
            canEdit={canEdit}
            mutations={mutations}
          />
        </section>
      ) : generatingFirst ? (
        <div className="flex items-center justify-center gap-2 py-12">
          <Button disabled>Contacting Agent...</Button>
          <StopButton onStop={stream.stop} />
        </div>
      ) : (
        <PlanView
          title={title}
          content={content}
          streaming={stream.active !== null}
          onImproveSelection={canEdit ? (text, rect) => setTarget({ text, rect, whole: false }) : undefined}
          actions={
            <>
              {tableActions}
              {agentActions}
            </>
          }
        />
      )}
      <TaskProposalDialog
        proposal={proposals.proposal}
        applying={proposals.applying}
        onApply={(keys) => void proposals.apply(keys)}
        onCancel={proposals.cancel}
      />
      <TaskHistoryDialog
        initiativeId={initiativeId}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        allTasks={schedule.data?.tasks ?? breakdown.tasks}
        members={members.data ?? []}
        canEdit={canEdit}
        undo={mutations.undo}
      />
      <ImproveDialog
        open={target !== null}
        selectedText={target?.text ?? ""}
        anchorRect={target?.rect ?? null}
        improving={stream.busy}
        onSubmit={async (instruction) => {
          if (!target) return;
          await stream.improve({
            current: breakdown.data,
            snippet: target.whole ? breakdown.data : target.text,
            instruction,
            baseVersion: breakdown.version,
          });
        }}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
      />
    </div>
  );
}
