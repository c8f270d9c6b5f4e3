import { DemoWorkspace } from "../components/demo-workspace";
import { SAMPLE_PLAN_MARKDOWN } from "../data/sample-plan";

export function MarkdownDemoRoute() {
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Markdown Demo</h1>
        <p className="mt-1 text-muted-foreground">
          A sample plan streamed a word every 100 ms through the same renderer as the Agents screen.
        </p>
      </header>
      <DemoWorkspace markdown={SAMPLE_PLAN_MARKDOWN} contentTitle="Sample initiative - Launch plan" />
    </section>
  );
}
