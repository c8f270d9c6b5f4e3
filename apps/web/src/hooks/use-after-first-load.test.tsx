import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAfterFirstLoad } from "./use-after-first-load";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A screen's own list, and a side panel that asks for its data only after the first load. */
function Page({ list, panel }: { list: Promise<string>; panel: () => Promise<string> }) {
  const own = useQuery({ queryKey: ["own"], queryFn: () => list });
  const later = useAfterFirstLoad();
  const side = useQuery({ queryKey: ["side"], queryFn: panel, enabled: later });
  return (
    <>
      <p>own: {own.data ?? "loading"}</p>
      <p>side: {side.data ?? (later ? "asked" : "waiting")}</p>
    </>
  );
}

describe("useAfterFirstLoad", () => {
  it("holds a panel's request back until the page's own requests are answered", async () => {
    const list = deferred<string>();
    const asked: string[] = [];
    const panel = async () => {
      asked.push("side");
      return "figures";
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page list={list.promise} panel={panel} />
      </QueryClientProvider>,
    );
    expect(screen.getByText("own: loading")).toBeInTheDocument();
    // However long the page's own list takes, the panel waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("side: waiting")).toBeInTheDocument();
    expect(asked).toEqual([]);

    list.resolve("workstreams");
    expect(await screen.findByText("own: workstreams")).toBeInTheDocument();
    expect(await screen.findByText("side: figures")).toBeInTheDocument();
    expect(asked).toEqual(["side"]);
  });
});
