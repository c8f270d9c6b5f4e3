import { routes } from "@initiative-planner/contract/routes";
import type { CreateTaskBody, UpdateTaskBody } from "@initiative-planner/contract/tasks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

export const getTaskSchedule = (initiativeId: string, signal?: AbortSignal) =>
  api.call(routes.listTasks, { params: { id: initiativeId }, signal });

export const taskScheduleQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.tasks(initiativeId),
    queryFn: ({ signal }) => getTaskSchedule(initiativeId, signal),
  });

export const useTaskSchedule = (initiativeId: string) => useQuery(taskScheduleQuery(initiativeId));

export const createTask = (initiativeId: string, body: CreateTaskBody) =>
  api.call(routes.createTask, { params: { id: initiativeId }, body });
export const updateTask = (initiativeId: string, taskId: string, body: UpdateTaskBody) =>
  api.call(routes.updateTask, { params: { id: initiativeId, taskId }, body });
export const deleteTask = (initiativeId: string, taskId: string) =>
  api.call(routes.deleteTask, { params: { id: initiativeId, taskId } });

export const taskHistoryQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.taskHistory(initiativeId),
    queryFn: ({ signal }) => api.call(routes.listTaskHistory, { params: { id: initiativeId }, signal }),
  });
/** One task's changes, newest first. */
export const getTaskHistory = (initiativeId: string, taskId: string) =>
  api.call(routes.listTaskHistory, { params: { id: initiativeId }, query: { task_id: taskId } });
export const useTaskHistory = (initiativeId: string, enabled: boolean) =>
  useQuery({ ...taskHistoryQuery(initiativeId), enabled });
/** One task's history for its detail panel; refreshed with the initiative's (its key starts the same). */
export const useOneTaskHistory = (initiativeId: string, taskId: string) =>
  useQuery({
    queryKey: [...planningKeys.taskHistory(initiativeId), taskId],
    queryFn: ({ signal }) =>
      api.call(routes.listTaskHistory, { params: { id: initiativeId }, query: { task_id: taskId }, signal }),
  });
export const undoTaskChange = (initiativeId: string, changeId: string) =>
  api.call(routes.undoTaskChange, { params: { id: initiativeId, changeId } });

/**
 * Add, change, delete and undo, each refreshing the schedule and the workstreams' breakdowns (titles and
 * dependencies show in other workstreams' markdown too) and telling `onChanged` (progress moved).
 */
export function useTaskMutations(initiativeId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    onChanged?.();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: planningKeys.tasks(initiativeId) }),
      queryClient.invalidateQueries({ queryKey: planningKeys.taskHistory(initiativeId) }),
      queryClient.invalidateQueries({ queryKey: [...planningKeys.all, "workstream", initiativeId] }),
    ]);
  };
  return {
    create: useMutation({ mutationFn: (body: CreateTaskBody) => createTask(initiativeId, body), onSettled }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: UpdateTaskBody }) => updateTask(initiativeId, id, body),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteTask(initiativeId, id), onSettled }),
    undo: useMutation({
      mutationFn: (changeId: string) => undoTaskChange(initiativeId, changeId),
      onSettled,
    }),
  };
}
