import { DemoWorkspace } from "../components/demo-workspace";
import { SAMPLE_SUBSECTION_MARKDOWN } from "../data/sample-plan";

/** Shows the streamed source beside its rendering, to see how partial markdown is displayed. */
export function ContentRendererDemoRoute() {
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Content Renderer Demo</h1>
        <p className="mt-1 text-muted-foreground">
          The raw markdown as it arrives, beside the content renderer's output.
        </p>
      </header>
      <DemoWorkspace
        markdown={SAMPLE_SUBSECTION_MARKDOWN}
        contentTitle="Design - Research plan"
        aside={(content) => (
          <section aria-label="Markdown source" className="rounded-lg border p-6">
            <h2 className="mb-4 text-lg font-semibold">Source</h2>
            <pre className="overflow-auto whitespace-pre-wrap text-xs text-muted-foreground">{content}</pre>
          </section>
        )}
      />
    </section>
  );
}
