import { z } from "zod";
import {
  attachFileBodySchema,
  initiativeFileParamsSchema,
  uploadAllowanceSchema,
  uploadedFileSchema,
} from "../files";
import { initiativeIdParamsSchema } from "../initiative";
import type { RouteDef } from "./route-def";

/** Uploaded files and their attachment to initiatives. */
export const fileRoutes = {
  uploadFile: {
    method: "POST",
    path: "/files",
    access: "user",
    multipart: true,
    response: uploadedFileSchema,
    summary: "Upload a document (PDF, DOCX, Markdown, text or CSV); it is the caller's until attached",
  },
  userUploads: {
    method: "GET",
    path: "/user/uploads",
    access: "user",
    response: uploadAllowanceSchema,
    summary: "The caller's use of the upload quota (UPLOAD_QUOTA_MB) and hourly rate (UPLOADS_PER_HOUR)",
  },
  listInitiativeFiles: {
    method: "GET",
    path: "/initiatives/{id}/files",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: z.array(uploadedFileSchema),
    summary: "The documents attached to an initiative",
  },
  attachFile: {
    method: "POST",
    path: "/initiatives/{id}/files",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: attachFileBodySchema,
    response: uploadedFileSchema,
    summary: "Attach one of the caller's uploaded documents to an initiative",
  },
  removeFile: {
    method: "DELETE",
    path: "/initiatives/{id}/files/{fileId}",
    access: "editor",
    params: initiativeFileParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Remove a document from an initiative (and delete it)",
  },
  downloadFile: {
    method: "GET",
    path: "/initiatives/{id}/files/{fileId}/content",
    access: "viewer",
    params: initiativeFileParamsSchema,
    download: true,
    summary: "Download an attached document",
  },
} as const satisfies Record<string, RouteDef>;
