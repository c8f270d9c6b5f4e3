import { ArrowUp, Paperclip } from "lucide-react";
import { type ChangeEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAttachments } from "../../hooks/use-attachments";
import { AttachmentsDialog } from "./attachments-dialog";
import { CreatingCaption, IDLE_CAPTION } from "./creating-caption";
import { UploadList } from "./upload-list";

export const IDEA_PLACEHOLDER = "Your idea is the start - describe it to accelerate to the finish line";
/** Spec section 9: the box grows to 5 lines (about 120 px), then scrolls. */
const MAX_HEIGHT_PX = 120;

interface IdeaComposerProps {
  isCreating: boolean;
  /** The idea and the server ids of its attached documents (uploaded first, when there are any). */
  onSubmit: (idea: string, attachmentIds: string[]) => void;
}

/**
 * Fits the box to its text, or, while it is empty, to the placeholder: on a narrow screen the
 * placeholder needs several lines and one row showed only its first words.
 */
export function fitHeight(box: HTMLTextAreaElement) {
  box.style.height = "auto";
  const empty = box.value === "";
  if (empty) box.value = box.placeholder;
  const needed = box.scrollHeight;
  if (empty) box.value = "";
  // 0 means the box is not laid out (hidden); keep the CSS height then.
  if (needed === 0) return;
  box.style.height = `${Math.min(needed, MAX_HEIGHT_PX)}px`;
  box.style.overflowY = !empty && needed > MAX_HEIGHT_PX ? "auto" : "hidden";
}

export function IdeaComposer({ isCreating, onSubmit }: IdeaComposerProps) {
  const [idea, setIdea] = useState("");
  const [dialogOpen, setDialogOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const { attachments, uploads, add, remove, preview, uploadAll } = useAttachments();
  const [uploading, setUploading] = useState(false);
  const busy = isCreating || uploading;

  // The placeholder's height depends on the width, so it is measured again when the window resizes.
  useLayoutEffect(() => {
    const refit = () => {
      if (box.current) fitHeight(box.current);
    };
    refit();
    window.addEventListener("resize", refit);
    return () => window.removeEventListener("resize", refit);
  }, []);

  const submit = async () => {
    if (busy) return;
    // A blank idea is refused by the screen before anything is uploaded.
    if (!idea.trim() || attachments.length === 0) return onSubmit(idea, []);
    setUploading(true);
    const ids = await uploadAll();
    setUploading(false);
    if (ids) onSubmit(idea, ids);
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setIdea(event.target.value);
    fitHeight(event.target);
  };

  // Chat-style: Enter sends, Shift+Enter breaks the line; an IME composition is never cut short.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) add(event.target.files);
    // Cleared so picking the same file again still fires a change.
    event.target.value = "";
  };

  const removeAttachment = (id: string) => {
    remove(id);
    if (attachments.length <= 1) setDialogOpen(false);
  };

  return (
    <div className="flex w-full flex-col gap-3">
      <div
        className={cn(
          "flex items-end gap-2 rounded-2xl border bg-card p-3 shadow-sm focus-within:ring-[3px] focus-within:ring-ring/50",
          busy && "opacity-80",
        )}
      >
        <Button
          variant="ghost"
          size="icon"
          aria-label="Attach documents"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip />
        </Button>
        <textarea
          ref={box}
          aria-label="Your idea"
          rows={1}
          value={idea}
          onChange={onChange}
          onKeyDown={onKeyDown}
          readOnly={busy}
          placeholder={IDEA_PLACEHOLDER}
          className="max-h-[120px] min-h-9 flex-1 resize-none overflow-y-hidden bg-transparent py-1.5 text-base leading-6 outline-none placeholder:text-muted-foreground"
        />
        <Button size="icon" aria-label="Create initiative" disabled={busy} onClick={() => void submit()}>
          <ArrowUp />
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          data-testid="attachment-input"
          onChange={onFiles}
        />
      </div>
      {attachments.length > 0 && (
        <Button variant="link" className="self-start" disabled={busy} onClick={() => setDialogOpen(true)}>
          {attachments.length} document(s) attached
        </Button>
      )}
      <UploadList attachments={attachments} uploads={uploads} />
      {busy ? (
        <CreatingCaption />
      ) : (
        <p className="text-center text-sm text-muted-foreground">{IDLE_CAPTION}</p>
      )}
      <AttachmentsDialog
        open={dialogOpen && attachments.length > 0}
        onOpenChange={setDialogOpen}
        attachments={attachments}
        onPreview={preview}
        onRemove={removeAttachment}
        onAddMore={() => fileInput.current?.click()}
      />
    </div>
  );
}
