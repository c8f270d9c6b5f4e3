import type { ScheduledTask, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { dayOf, estimateEndingOn, isoOf } from "./timeline-scale";

/** A date change being made on a bar, shown before it is saved: the bar's new last day, the new due date. */
export interface DatePreview {
  end?: number;
  due?: number;
}

/** Keyboard steps are saved this long after the last press, so that five presses make one change. */
const KEY_SAVE_DELAY_MS = 600;

/** The change a preview asks for: only the fields it moves. */
export function bodyOf(task: ScheduledTask, preview: DatePreview): UpdateTaskBody {
  const body: UpdateTaskBody = {};
  if (preview.end !== undefined) {
    const estimate = estimateEndingOn(task, preview.end);
    if (estimate !== task.estimate_days) body.estimate_days = estimate;
  }
  if (preview.due !== undefined && isoOf(preview.due) !== task.due_date) body.due_date = isoOf(preview.due);
  return body;
}

interface Drag {
  task: ScheduledTask;
  kind: keyof DatePreview;
  pointerId: number;
  x0: number;
  base: number;
}

/**
 * Date changes on the timeline, by keyboard and by dragging: each shows at once as a preview and is saved
 * by `save` (after the last key press, or when the pointer is let go); the preview goes when the save has
 * settled and the schedule has been read again.
 */
export function useDatePreview(
  dayWidth: number,
  save: (task: ScheduledTask, body: UpdateTaskBody) => Promise<unknown>,
) {
  const [previews, setPreviews] = useState<ReadonlyMap<string, DatePreview>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const drag = useRef<Drag | null>(null);
  const latest = useRef(previews);
  latest.current = previews;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const set = useCallback((id: string, preview: DatePreview | null) => {
    setPreviews((map) => {
      const copy = new Map(map);
      if (preview) copy.set(id, preview);
      else copy.delete(id);
      return copy;
    });
  }, []);

  const commit = useCallback(
    (task: ScheduledTask, delay: number) => {
      clearTimeout(timers.current.get(task.id));
      timers.current.set(
        task.id,
        setTimeout(() => {
          timers.current.delete(task.id);
          const body = bodyOf(task, latest.current.get(task.id) ?? {});
          if (Object.keys(body).length === 0) set(task.id, null);
          else void save(task, body).finally(() => set(task.id, null));
        }, delay),
      );
    },
    [save, set],
  );

  /** Moves a bar's end or due date by `days` from where it is shown now (saved after the last step). */
  const step = useCallback(
    (task: ScheduledTask, kind: keyof DatePreview, next: (current: number) => number) => {
      const current = latest.current.get(task.id) ?? {};
      const from = current[kind] ?? dayOf(kind === "end" ? task.end_date : (task.due_date ?? task.end_date));
      set(task.id, { ...current, [kind]: next(from) });
      commit(task, KEY_SAVE_DELAY_MS);
    },
    [commit, set],
  );

  const dragHandlers = (task: ScheduledTask, kind: keyof DatePreview) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const base = dayOf(kind === "end" ? task.end_date : (task.due_date ?? task.end_date));
      drag.current = { task, kind, pointerId: event.pointerId, x0: event.clientX, base };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== event.pointerId) return;
      const days = Math.round((event.clientX - d.x0) / dayWidth);
      const start = dayOf(d.task.start_date);
      const day = d.kind === "end" ? Math.max(start, d.base + days) : d.base + days;
      set(d.task.id, { ...latest.current.get(d.task.id), [d.kind]: day });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== event.pointerId) return;
      drag.current = null;
      commit(d.task, 0);
    },
    onPointerCancel: () => {
      const d = drag.current;
      drag.current = null;
      if (d) set(d.task.id, null);
    },
  });

  return { previews, step, dragHandlers };
}
