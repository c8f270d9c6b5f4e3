import type { UploadedFile } from "@initiative-planner/contract/files";
import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { initiativePartKey, useInitiativePart } from "@/lib/initiative-query";
import { useRefetchingMutation } from "@/lib/refetching-mutation";
import { uploadDocument } from "./upload-document";

const filesKey = (id: string) => initiativePartKey(id, "files");

/** `enabled`: false holds the request back (see useAfterFirstLoad). */
export const useInitiativeFiles = (initiativeId: string, enabled = true) =>
  useInitiativePart(initiativeId, "files", routes.listInitiativeFiles, enabled);

/** Uploads a document, then attaches it to the initiative (editors). */
export function useAddInitiativeFile(initiativeId: string) {
  return useRefetchingMutation(
    filesKey(initiativeId),
    async (file: File): Promise<UploadedFile> => {
      const uploaded = await uploadDocument(file);
      return api.call(routes.attachFile, { params: { id: initiativeId }, body: { file_id: uploaded.id } });
    },
    "settled",
  );
}

export function useRemoveInitiativeFile(initiativeId: string) {
  return useRefetchingMutation(
    filesKey(initiativeId),
    (fileId: string) => api.call(routes.removeFile, { params: { id: initiativeId, fileId } }),
    "settled",
  );
}

/** Downloads an attached document and hands it to the browser under its own name. */
export async function downloadInitiativeFile(initiativeId: string, file: UploadedFile) {
  const { blob } = await api.download(routes.downloadFile, { params: { id: initiativeId, fileId: file.id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
