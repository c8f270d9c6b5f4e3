import { useState } from "react";
import { DemoWorkspace } from "../components/demo-workspace";
import { MarkdownSourceEditor } from "../components/markdown-source-editor";
import { SAMPLE_SUBSECTION_MARKDOWN } from "../data/sample-plan";

/** Editable raw markdown beside its rendering, to see how any (partial) markdown is displayed. */
export function ContentRendererDemoRoute() {
  const [source, setSource] = useState(SAMPLE_SUBSECTION_MARKDOWN);
  const [streamIt, setStreamIt] = useState(true);

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Content Renderer Demo</h1>
        <p className="mt-1 text-muted-foreground">
          The raw markdown, editable, beside the content renderer's output as it arrives.
        </p>
      </header>
      <DemoWorkspace
        markdown={source}
        stream={streamIt}
        contentTitle="Design - Research plan"
        aside={
          <MarkdownSourceEditor
            value={source}
            onChange={setSource}
            onReset={() => setSource(SAMPLE_SUBSECTION_MARKDOWN)}
            streamIt={streamIt}
            onStreamItChange={setStreamIt}
          />
        }
      />
    </section>
  );
}
