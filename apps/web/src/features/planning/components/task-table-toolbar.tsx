import type { Collaborator } from "@initiative-planner/contract/collaborators";
import type { TaskStatus } from "@initiative-planner/contract/tasks";
import { Columns3 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import {
  ALL,
  OPTIONAL_COLUMNS,
  type OptionalColumn,
  SORT_LABELS,
  type SortKey,
  type TaskFilters,
  type TaskSort,
  UNASSIGNED,
} from "../lib/task-table-model";
import { selectClass } from "./task-fields";
import { STATUS_LABELS } from "./task-row";

interface TaskTableToolbarProps {
  filters: TaskFilters;
  onFilters: (filters: TaskFilters) => void;
  sort: TaskSort;
  onSort: (sort: TaskSort) => void;
  teams: Array<{ id: string; name: string }>;
  members: Collaborator[];
  /** Null on a phone: cards have no columns. */
  columns: ReadonlySet<OptionalColumn> | null;
  onColumns: (columns: Set<OptionalColumn>) => void;
  shown: number;
  total: number;
}

function Labeled({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A select's choices: the value and its label. */
type Option = [value: string, label: string];

/** One labelled select of the toolbar, `width` wide from the md breakpoint. */
function FilterSelect(props: {
  label: string;
  width: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
}) {
  return (
    <Labeled label={props.label}>
      {(id) => (
        <select
          id={id}
          className={`${selectClass} ${props.width}`}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </Labeled>
  );
}

/** Search, filters by team, status and assignee, the sort (phones have no headers) and the column chooser. */
export function TaskTableToolbar(props: TaskTableToolbarProps) {
  const { filters, onFilters, sort, onSort, teams, members, columns, onColumns } = props;
  const set = (patch: Partial<TaskFilters>) => onFilters({ ...filters, ...patch });
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 items-end gap-2 md:flex md:flex-wrap">
        <div className="col-span-2 md:w-56">
          <Labeled label="Search">
            {(id) => (
              <Input
                id={id}
                type="search"
                className="h-8"
                placeholder="Words in the title"
                value={filters.query}
                onChange={(e) => set({ query: e.target.value })}
              />
            )}
          </Labeled>
        </div>
        <FilterSelect
          label="Team"
          width="md:w-40"
          value={filters.team}
          onChange={(team) => set({ team })}
          options={[[ALL, "All teams"], ...teams.map((t): Option => [t.id, t.name])]}
        />
        <FilterSelect
          label="Status"
          width="md:w-32"
          value={filters.status}
          onChange={(status) => set({ status: status as TaskStatus | typeof ALL })}
          options={[[ALL, "Any status"], ...Object.entries(STATUS_LABELS)]}
        />
        <FilterSelect
          label="Assignee"
          width="md:w-36"
          value={filters.assignee}
          onChange={(assignee) => set({ assignee })}
          options={[
            [ALL, "Anyone"],
            [UNASSIGNED, "Unassigned"],
            ...members.map((m): Option => [m.user_id, m.name]),
          ]}
        />
        <FilterSelect
          label="Sort by"
          width="md:w-36"
          value={`${sort.key}:${sort.direction}`}
          onChange={(value) => {
            const [key, direction] = value.split(":") as [SortKey, "asc" | "desc"];
            onSort({ key, direction });
          }}
          options={(Object.keys(SORT_LABELS) as SortKey[]).flatMap((key) =>
            (["asc", "desc"] as const).map(
              (direction): Option => [
                `${key}:${direction}`,
                `${SORT_LABELS[key]} ${direction === "asc" ? "↑" : "↓"}`,
              ],
            ),
          )}
        />
        {columns && (
          <Popover>
            <PopoverTrigger asChild>
              <Button variant="outline" size="sm">
                <Columns3 />
                Columns
              </Button>
            </PopoverTrigger>
            <PopoverContent className="w-56 p-2" align="end">
              <fieldset className="flex flex-col gap-1">
                <legend className="px-1 pb-1 text-xs font-medium text-muted-foreground">Columns shown</legend>
                {(Object.keys(OPTIONAL_COLUMNS) as OptionalColumn[]).map((c) => (
                  <label
                    key={c}
                    className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-accent"
                  >
                    <input
                      type="checkbox"
                      checked={columns.has(c)}
                      onChange={() => {
                        const next = new Set(columns);
                        if (next.has(c)) next.delete(c);
                        else next.add(c);
                        onColumns(next);
                      }}
                    />
                    {OPTIONAL_COLUMNS[c]}
                  </label>
                ))}
              </fieldset>
            </PopoverContent>
          </Popover>
        )}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {props.shown === props.total ? `${props.total} tasks` : `${props.shown} of ${props.total} tasks`}
      </p>
    </div>
  );
}
