import { defaultValueCtx, Editor, editorViewOptionsCtx, rootCtx } from "@milkdown/core";
import { clipboard } from "@milkdown/plugin-clipboard";
import { history, redoCommand, undoCommand } from "@milkdown/plugin-history";
import { listener, listenerCtx } from "@milkdown/plugin-listener";
import {
  commonmark,
  toggleEmphasisCommand,
  toggleLinkCommand,
  toggleStrongCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/preset-commonmark";
import { gfm, insertTableCommand } from "@milkdown/preset-gfm";
import { callCommand, getMarkdown } from "@milkdown/utils";
import "prosemirror-view/style/prosemirror.css";
import "prosemirror-tables/style/tables.css";
import { useEffect, useRef, useState } from "react";
import { EditorToolbar, type ToolbarAction } from "./editor-toolbar";

export interface MarkdownEditorProps {
  /** The markdown the editor opens with. Read once: later changes of the prop do not reset the text. */
  initial: string;
  /** Changes, as markdown: debounced by the editor (~200 ms), so for display only; read the text with `read`. */
  onChange: (markdown: string) => void;
  /**
   * The opening text as the editor writes it. Its markdown writer may spell the same document a little
   * differently (`*` for `-` bullets, escapes), so "unsaved changes" compares against this, not `initial`.
   */
  onReady: (normalized: string, read: () => string) => void;
  label: string;
}

/**
 * A WYSIWYG markdown editor (Milkdown: ProseMirror with remark as its parser and writer, decision 070):
 * headings, lists, GFM tables, links, bold and italic, undo and redo; pasted HTML from other apps and
 * pasted markdown both become the same nodes, and the text comes back out as markdown.
 */
export default function MarkdownEditor({ initial, onChange, onReady, label }: MarkdownEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // The callbacks change each render; the editor is built once and reads the latest through refs.
  const callbacks = useRef({ onChange, onReady });
  callbacks.current = { onChange, onReady };
  const initialRef = useRef(initial);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let made: Editor | null = null;
    let disposed = false;
    const building = Editor.make()
      .config((ctx) => {
        ctx.set(rootCtx, root);
        ctx.set(defaultValueCtx, initialRef.current);
        ctx.update(editorViewOptionsCtx, (options) => ({
          ...options,
          attributes: {
            class: "prose prose-sm max-w-none min-h-64 px-4 py-3 outline-none dark:prose-invert",
            role: "textbox",
            "aria-multiline": "true",
            "aria-label": label,
            "data-testid": "plan-editor",
          },
        }));
        ctx.get(listenerCtx).markdownUpdated((_ctx, markdown) => callbacks.current.onChange(markdown));
      })
      .use(commonmark)
      .use(gfm)
      .use(history)
      .use(listener)
      .use(clipboard)
      .create()
      .then((created) => {
        made = created;
        if (disposed) {
          void created.destroy();
          return;
        }
        callbacks.current.onReady(created.action(getMarkdown()), () => created.action(getMarkdown()));
        setEditor(created);
      });
    return () => {
      disposed = true;
      void building.then(() => made?.destroy());
    };
  }, [label]);

  const run = (action: ToolbarAction) => {
    editor?.action(
      action.kind === "link"
        ? callCommand(toggleLinkCommand.key, { href: action.href })
        : commandOf(action.kind),
    );
  };

  return (
    <div className="rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring/40">
      <EditorToolbar disabled={editor === null} onAction={run} />
      <div ref={rootRef} className="max-h-[65vh] overflow-auto" />
    </div>
  );
}

function commandOf(kind: Exclude<ToolbarAction["kind"], "link">) {
  switch (kind) {
    case "h2":
      return callCommand(wrapInHeadingCommand.key, 2);
    case "h3":
      return callCommand(wrapInHeadingCommand.key, 3);
    case "bold":
      return callCommand(toggleStrongCommand.key);
    case "italic":
      return callCommand(toggleEmphasisCommand.key);
    case "bullets":
      return callCommand(wrapInBulletListCommand.key);
    case "numbers":
      return callCommand(wrapInOrderedListCommand.key);
    case "table":
      return callCommand(insertTableCommand.key, { row: 3, col: 3 });
    case "undo":
      return callCommand(undoCommand.key);
    case "redo":
      return callCommand(redoCommand.key);
  }
}
