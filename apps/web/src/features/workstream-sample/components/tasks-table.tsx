import type { SampleTask } from "../data/sample-workstream";
import { StatusBadge } from "./status-badge";

const dueFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function TasksTable({ tasks }: { tasks: SampleTask[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Task
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Assignee
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Due date
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.title} className="border-t">
              <td className="px-4 py-3 font-medium">{task.title}</td>
              <td className="px-4 py-3">
                <StatusBadge status={task.status} />
              </td>
              <td className="px-4 py-3">{task.assignee}</td>
              <td className="px-4 py-3">
                <time dateTime={task.dueDate}>{dueFormat.format(new Date(`${task.dueDate}T00:00:00Z`))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
