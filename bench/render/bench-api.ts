export type RendererName = "StreamingMarkdown" | "react-markdown (whole text)";

/** Per-chunk render times in ms and the final markup, to check both renderers showed the same thing. */
export type RunResult = { times: number[]; innerHTML: string };

declare global {
  interface Window {
    renderBench: { run: (renderer: RendererName, chunks: string[]) => Promise<RunResult> };
  }
}
