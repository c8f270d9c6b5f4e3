import { ProgressBar } from "@/components/ui/progress-bar";
import { cn } from "@/lib/cn";
import type { Attachment, UploadState } from "../../hooks/use-attachments";

interface UploadListProps {
  attachments: Attachment[];
  uploads: Record<string, UploadState>;
}

/**
 * Each attached document's upload while the initiative is created: a bar with the percent of its
 * bytes sent, "uploaded" once the server has read it, or the server's sentence when it refused it.
 */
export function UploadList({ attachments, uploads }: UploadListProps) {
  if (!attachments.some((a) => uploads[a.id])) return null;
  return (
    <ul aria-label="Document uploads" className="flex flex-col gap-1.5 text-sm">
      {attachments.map(({ id, file }) => {
        const upload = uploads[id];
        if (!upload) return null;
        const percent = upload.state === "uploading" ? upload.percent : 100;
        return (
          <li key={id} className={cn("flex flex-col gap-1", upload.state === "failed" && "text-destructive")}>
            <span>
              {file.name}:{" "}
              {upload.state === "uploading"
                ? `uploading… ${upload.percent}%`
                : upload.state === "uploaded"
                  ? "uploaded"
                  : upload.message}
            </span>
            {upload.state !== "failed" && <ProgressBar value={percent} label={`Upload of ${file.name}`} />}
          </li>
        );
      })}
    </ul>
  );
}
