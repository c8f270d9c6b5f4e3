import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { Task } from "@initiative-planner/contract/tasks";
import { DialogFrame } from "@/components/ui/dialog";
import { useTaskHistory, type useTaskMutations } from "../api/tasks";
import { TaskChangeList } from "./task-change-list";

interface TaskHistoryDialogProps {
  initiativeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  allTasks: Task[];
  members: Collaborator[];
  canEdit: boolean;
  undo: ReturnType<typeof useTaskMutations>["undo"];
}

/** Who changed which task, when, before → after; the last change of a task can be undone from here. */
export function TaskHistoryDialog(props: TaskHistoryDialogProps) {
  const { initiativeId, open, onOpenChange, ...list } = props;
  const history = useTaskHistory(initiativeId, open);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Task history"
      description="People's changes to the tasks of this initiative, newest first."
      className="sm:max-w-2xl"
    >
      <TaskChangeList history={history} label="Task changes" {...list} />
    </DialogFrame>
  );
}
