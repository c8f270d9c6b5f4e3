import { useState } from "react";
import { DEFAULT_COLUMNS, OPTIONAL_COLUMNS, type OptionalColumn } from "../lib/task-table-model";

const KEY = "task-table-columns";

function read(): Set<OptionalColumn> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (Array.isArray(saved))
      return new Set(
        saved.filter((c): c is OptionalColumn => typeof c === "string" && c in OPTIONAL_COLUMNS),
      );
  } catch {
    // A value this version does not read: the defaults.
  }
  return new Set(DEFAULT_COLUMNS);
}

/** The task table's optional columns, kept in this browser for the next visit. */
export function useStoredColumns(): [Set<OptionalColumn>, (columns: Set<OptionalColumn>) => void] {
  const [columns, setColumns] = useState(read);
  const save = (next: Set<OptionalColumn>) => {
    setColumns(next);
    try {
      localStorage.setItem(KEY, JSON.stringify([...next]));
    } catch {
      // Storage full or refused: the choice lasts until the page closes.
    }
  };
  return [columns, save];
}
