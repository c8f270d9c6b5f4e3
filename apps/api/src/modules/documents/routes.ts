import { FILE_LIMITS, routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { AppError, badRequest } from "../../http/errors";
import { defineDownloadRoute, defineRoute } from "../../http/route";
import { admitUpload, uploadAllowance } from "./allowance";
import { DEFAULT_EXTRACT_LIMITS } from "./extract-limits";
import { listFiles } from "./queries";
import { attachDocument, documentContent, removeDocument, uploadDocument } from "./service";

const SEND_ONE_FILE = "Send one file as multipart/form-data in a field named file.";
const TOO_LARGE = `Files can be at most ${FILE_LIMITS.maxBytes / 1024 / 1024} MB. Attach a smaller file.`;

/** The one uploaded file of a multipart request, read within the size limit (the library enforces it). */
async function readUpload(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(SEND_ONE_FILE);
  try {
    const part = await request.file({
      limits: { fileSize: FILE_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
    });
    if (part?.fieldname !== "file") throw badRequest(SEND_ONE_FILE);
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new AppError("payload_too_large", TOO_LARGE);
    throw badRequest(SEND_ONE_FILE);
  }
}

const TEXT_TYPES = new Set(["text/markdown", "text/plain", "text/csv"]);

/** Uploaded documents and the documents attached to initiatives. */
export function documentRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { maxPages, extractTimeMs, extractMemoryMb } = ctx.config.uploads;
  const limits = { ...DEFAULT_EXTRACT_LIMITS, maxPages, timeMs: extractTimeMs, memoryMb: extractMemoryMb };
  const { quotaBytes, perHour } = ctx.config.uploads;
  const allowance = { quotaBytes, perHour };

  defineRoute(app, ctx, routes.uploadFile, async ({ user, request }) => {
    const { name, bytes } = await readUpload(request);
    await admitUpload(db, user.uid, bytes.length, allowance);
    return uploadDocument(db, user.uid, name, bytes, limits);
  });

  defineRoute(app, ctx, routes.userUploads, async ({ user }) => uploadAllowance(db, user.uid, allowance));

  defineRoute(app, ctx, routes.listInitiativeFiles, async ({ params }) => listFiles(db, params.id));

  defineRoute(app, ctx, routes.attachFile, async ({ params, body, user }) =>
    attachDocument(db, { uploaderId: user.uid, initiativeId: params.id }, body.file_id),
  );

  defineRoute(app, ctx, routes.removeFile, async ({ params }) =>
    removeDocument(db, { initiativeId: params.id, fileId: params.fileId }),
  );

  defineDownloadRoute(app, ctx, routes.downloadFile, async ({ params }) => {
    const file = await documentContent(db, { initiativeId: params.id, fileId: params.fileId });
    const type = file.content_type;
    return {
      filename: file.name,
      contentType: TEXT_TYPES.has(type) ? `${type}; charset=utf-8` : type,
      body: file.bytes,
    };
  });
}
