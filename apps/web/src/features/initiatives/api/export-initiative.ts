import { routes } from "@initiative-planner/contract/routes";
import {
  type ExportFormat,
  type InitiativeExport,
  initiativeExportSchema,
} from "@initiative-planner/contract/tasks";
import { api } from "@/lib/api-client";

/** Downloads the initiative in one format and hands the file to the browser to save. */
export async function exportInitiative(initiativeId: string, format: ExportFormat): Promise<string> {
  const { blob, filename } = await api.download(routes.exportInitiative, {
    params: { id: initiativeId },
    query: { format },
  });
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

/** Everything of the initiative, for printing it whole: the JSON export, parsed with the contract's schema. */
export async function getInitiativeExport(initiativeId: string): Promise<InitiativeExport> {
  const { blob } = await api.download(routes.exportInitiative, {
    params: { id: initiativeId },
    query: { format: "json" },
  });
  return initiativeExportSchema.parse(JSON.parse(await blob.text()));
}
