import { Download, FileText, Plus, X } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAfterFirstLoad } from "@/hooks/use-after-first-load";
import {
  downloadInitiativeFile,
  useAddInitiativeFile,
  useInitiativeFiles,
  useRemoveInitiativeFile,
} from "../../api/initiative-files";

interface InitiativeDocumentsProps {
  initiativeId: string;
  canEdit: boolean;
}

const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });

/** The initiative's attached documents: every member downloads them; editors add and remove them. */
export function InitiativeDocuments({ initiativeId, canEdit }: InitiativeDocumentsProps) {
  // Asked for once the page's own data is in: the list is seldom what a visitor opened the page for.
  const { data: files = [] } = useInitiativeFiles(initiativeId, useAfterFirstLoad());
  const add = useAddInitiativeFile(initiativeId);
  const remove = useRemoveInitiativeFile(initiativeId);
  const input = useRef<HTMLInputElement>(null);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(event.target.files ?? [])) {
      add.mutate(file, { onError: failed(`Could not add ${file.name}`) });
    }
    event.target.value = "";
  };

  if (files.length === 0 && !canEdit) return null;
  return (
    <section aria-label="Documents" className="flex flex-wrap items-center gap-2 px-4 pb-3 text-sm sm:px-6">
      <span className="text-muted-foreground">Documents:</span>
      {files.map((file) => (
        <span key={file.id} className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5">
          <FileText className="size-3.5" aria-hidden />
          <button
            type="button"
            className="hover:underline"
            aria-label={`Download ${file.name}`}
            onClick={() =>
              downloadInitiativeFile(initiativeId, file).catch(failed(`Could not open ${file.name}`))
            }
          >
            {file.name}
            <Download className="ml-1 inline size-3" aria-hidden />
          </button>
          {file.pages !== null && file.pages_read !== null && file.pages_read < file.pages && (
            // The server reads a long PDF's first pages only (UPLOAD_MAX_PAGES): say which part the AI sees.
            <span className="text-muted-foreground text-xs">
              (first {file.pages_read.toLocaleString()} of {file.pages.toLocaleString()} pages read)
            </span>
          )}
          {canEdit && (
            <button
              type="button"
              aria-label={`Remove ${file.name}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(file.id, { onError: failed(`Could not remove ${file.name}`) })}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          )}
        </span>
      ))}
      {canEdit && (
        <>
          <Button variant="ghost" size="sm" disabled={add.isPending} onClick={() => input.current?.click()}>
            <Plus /> Add document
          </Button>
          <input ref={input} type="file" multiple hidden data-testid="document-input" onChange={onFiles} />
        </>
      )}
    </section>
  );
}
