import { useCallback, useEffect, useRef, useState } from "react";
import { uploadDocument } from "../api/upload-document";

export interface Attachment {
  id: string;
  file: File;
}

/**
 * Where one attachment's upload stands: `percent` of its bytes sent (the server reads it once all
 * are), `fileId` the server's id once it is uploaded.
 */
export type UploadState =
  | { state: "uploading"; percent: number }
  | { state: "uploaded"; fileId: string }
  | { state: "failed"; message: string };

/**
 * Documents attached to the idea. A preview gets an object URL on first use, released when the file
 * is removed or the screen goes away; `uploadAll` uploads them when the initiative is created.
 */
export function useAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploads, setUploads] = useState<Record<string, UploadState>>({});
  const urls = useRef(new Map<string, string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const add = useCallback((files: Iterable<File>) => {
    const added = Array.from(files, (file) => ({ id: crypto.randomUUID(), file }));
    if (added.length) setAttachments((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((id: string) => {
    const url = urls.current.get(id);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(id);
    setAttachments((current) => current.filter((item) => item.id !== id));
    setUploads(({ [id]: _, ...rest }) => rest);
  }, []);

  /**
   * Uploads every attachment not uploaded yet, side by side, each with its own state; the server ids
   * of all of them, or null when any failed (its sentence is shown beside it; nothing is created).
   */
  const uploadAll = useCallback(async (): Promise<string[] | null> => {
    const set = (id: string, state: UploadState) => setUploads((current) => ({ ...current, [id]: state }));
    // Progress only moves an upload that is still under way (never back over its answer).
    const progress = (id: string, percent: number) =>
      setUploads((current) =>
        current[id]?.state === "uploading" ? { ...current, [id]: { state: "uploading", percent } } : current,
      );
    const ids = await Promise.all(
      attachments.map(async ({ id, file }) => {
        const known = uploads[id];
        if (known?.state === "uploaded") return known.fileId;
        set(id, { state: "uploading", percent: 0 });
        try {
          const uploaded = await uploadDocument(file, (percent) => progress(id, percent));
          set(id, { state: "uploaded", fileId: uploaded.id });
          return uploaded.id;
        } catch (error) {
          set(id, { state: "failed", message: (error as Error).message });
          return null;
        }
      }),
    );
    return ids.every((id) => id !== null) ? (ids as string[]) : null;
  }, [attachments, uploads]);

  const preview = useCallback((attachment: Attachment) => {
    let url = urls.current.get(attachment.id);
    if (!url) {
      url = URL.createObjectURL(attachment.file);
      urls.current.set(attachment.id, url);
    }
    window.open(url, "_blank", "noopener,noreferrer");
  }, []);

  return { attachments, uploads, add, remove, preview, uploadAll };
}
