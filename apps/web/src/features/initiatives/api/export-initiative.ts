import { type ExportFormat, initiativeExportSchema } from "@initiative-planner/contract/tasks";
import { apiClient } from "@/lib/api-client";

/** Downloads the initiative in one format and hands the file to the browser to save. */
export async function exportInitiative(initiativeId: string, format: ExportFormat): Promise<string> {
  const { blob, filename } = await apiClient.download(
    `/initiatives/${encodeURIComponent(initiativeId)}/export?format=${format}`,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return filename;
}

/** Everything of the initiative, for printing it whole. */
export const getInitiativeExport = (initiativeId: string) =>
  apiClient.get(`/initiatives/${encodeURIComponent(initiativeId)}/export?format=json`, {
    schema: initiativeExportSchema,
  });
