import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { withServerMessage } from "@/lib/server-message";

/** Uploads one attached document (POST /files); the error carries the server's sentence. */
export async function uploadDocument(file: File) {
  try {
    return await api.upload(routes.uploadFile, file);
  } catch (error) {
    throw withServerMessage(error, "Upload failed");
  }
}
