import {
  type CreateTaskBody,
  taskScheduleSchema,
  taskSchema,
  type UpdateTaskBody,
} from "@initiative-planner/contract/tasks";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { planningKeys } from "./planning-keys";

const tasksPath = (initiativeId: string) => `/initiatives/${encodeURIComponent(initiativeId)}/tasks`;
const taskPath = (initiativeId: string, taskId: string) =>
  `${tasksPath(initiativeId)}/${encodeURIComponent(taskId)}`;

export const getTaskSchedule = (initiativeId: string, signal?: AbortSignal) =>
  apiClient.get(tasksPath(initiativeId), { schema: taskScheduleSchema, signal });

export const taskScheduleQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: planningKeys.tasks(initiativeId),
    queryFn: ({ signal }) => getTaskSchedule(initiativeId, signal),
  });

export const useTaskSchedule = (initiativeId: string) => useQuery(taskScheduleQuery(initiativeId));

export const createTask = (initiativeId: string, body: CreateTaskBody) =>
  apiClient.post(tasksPath(initiativeId), body, { schema: taskSchema });
export const updateTask = (initiativeId: string, taskId: string, body: UpdateTaskBody) =>
  apiClient.patch(taskPath(initiativeId, taskId), body, { schema: taskSchema });
export const deleteTask = (initiativeId: string, taskId: string) =>
  apiClient.delete(taskPath(initiativeId, taskId), { schema: z.object({ id: z.string() }) });

/**
 * Add, change and delete, each refreshing the schedule and the workstreams' breakdowns (titles and
 * dependencies show in other workstreams' markdown too) and telling `onChanged` (progress moved).
 */
export function useTaskMutations(initiativeId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    onChanged?.();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: planningKeys.tasks(initiativeId) }),
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
  };
}
