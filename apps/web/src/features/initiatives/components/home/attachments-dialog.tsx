import { ExternalLink, FileText, Paperclip, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFrame } from "@/components/ui/dialog";
import type { Attachment } from "../../hooks/use-attachments";

interface AttachmentsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  attachments: Attachment[];
  onPreview: (attachment: Attachment) => void;
  onRemove: (id: string) => void;
  onAddMore: () => void;
}

export function AttachmentsDialog({
  open,
  onOpenChange,
  attachments,
  onPreview,
  onRemove,
  onAddMore,
}: AttachmentsDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Attached documents"
      description="These documents stay in your browser to guide your idea."
    >
      <ul className="flex max-h-72 flex-col gap-2 overflow-y-auto" aria-label="Attached documents">
        {attachments.map((attachment) => (
          <li key={attachment.id} className="flex items-center gap-3 rounded-md border px-3 py-2">
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-sm">{attachment.file.name}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Preview ${attachment.file.name}`}
              onClick={() => onPreview(attachment)}
            >
              <ExternalLink />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${attachment.file.name}`}
              onClick={() => onRemove(attachment.id)}
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={onAddMore}>
        <Paperclip />
        Add more documents
      </Button>
    </DialogFrame>
  );
}
