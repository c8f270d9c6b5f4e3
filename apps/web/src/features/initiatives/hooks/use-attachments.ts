import { useCallback, useEffect, useRef, useState } from "react";

export interface Attachment {
  id: string;
  file: File;
}

/**
 * Documents attached to the idea. They stay in the browser (the spec sends none of them); a preview
 * gets an object URL on first use, released when the file is removed or the screen goes away.
 */
export function useAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
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
  }, []);

  const preview = useCallback((attachment: Attachment) => {
    let url = urls.current.get(attachment.id);
    if (!url) {
      url = URL.createObjectURL(attachment.file);
      urls.current.set(attachment.id, url);
    }
    window.open(url, "_blank", "noopener,noreferrer");
  }, []);

  return { attachments, add, remove, preview };
}
