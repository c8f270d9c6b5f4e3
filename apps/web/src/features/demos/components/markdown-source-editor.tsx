import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

interface MarkdownSourceEditorProps {
  value: string;
  onChange: (value: string) => void;
  onReset: () => void;
  streamIt: boolean;
  onStreamItChange: (streamIt: boolean) => void;
}

/** The demo's raw markdown, editable, so any text (e.g. hostile model output) can be tried in the renderer. */
export function MarkdownSourceEditor({
  value,
  onChange,
  onReset,
  streamIt,
  onStreamItChange,
}: MarkdownSourceEditorProps) {
  return (
    <section aria-labelledby="markdown-source-heading" className="flex flex-col gap-3 rounded-lg border p-6">
      <h2 id="markdown-source-heading" className="text-lg font-semibold">
        Source
      </h2>
      <Label htmlFor="markdown-source">Markdown source</Label>
      <Textarea
        id="markdown-source"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        spellCheck={false}
        className="min-h-96 flex-1 font-mono text-xs"
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button size="sm" variant="outline" onClick={onReset}>
          <RotateCcw /> Reset sample
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={streamIt} onCheckedChange={onStreamItChange} />
          Stream it
        </label>
      </div>
    </section>
  );
}
