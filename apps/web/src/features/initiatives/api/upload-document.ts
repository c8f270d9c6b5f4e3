import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { withServerMessage } from "@/lib/server-message";

/**
 * Uploads one attached document (POST /files), reporting whole percents of its bytes sent; the error
 * carries the server's sentence.
 */
export async function uploadDocument(file: File, onProgress?: (percent: number) => void) {
  try {
    return await api.upload(routes.uploadFile, file, { onProgress });
  } catch (error) {
    throw withServerMessage(error, "Upload failed");
  }
}
