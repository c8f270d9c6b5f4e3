import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { selectText } from "@/test/select-text";
import { SelectionPopup } from "./selection-popup";

function Harness({ onImprove }: { onImprove?: (text: string, rect: DOMRect, start: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <>
      <p>Outside text</p>
      <div ref={ref}>
        <h3>Lead in | #1</h3>
        <p>Inside text</p>
      </div>
      <SelectionPopup containerRef={ref} onImprove={onImprove} />
      <Toaster />
    </>
  );
}

afterEach(() => {
  window.getSelection()?.removeAllRanges();
  vi.restoreAllMocks();
});

describe("SelectionPopup", () => {
  it("offers 'Improve with AI' and 'Copy' for a selection inside the container", async () => {
    const onImprove = vi.fn();
    const user = userEvent.setup();
    render(<Harness onImprove={onImprove} />);

    selectText(screen.getByText("Inside text"));
    const improve = await screen.findByRole("button", { name: "Improve with AI" });
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    await user.click(improve);
    expect(onImprove).toHaveBeenCalledWith(
      "Inside text",
      expect.objectContaining({ top: expect.any(Number) }),
      // Where it starts, counted as the API's selection_start: "Leadin1" before it.
      7,
    );
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  });

  it("grows a selection that starts or stops inside a word to whole words", async () => {
    const onImprove = vi.fn();
    const user = userEvent.setup();
    render(<Harness onImprove={onImprove} />);
    // "ide tex" of "Inside text": the drag began in "Inside" and stopped in "text".
    const text = screen.getByText("Inside text").firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 3);
    range.setEnd(text, 10);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    fireEvent.mouseUp(text.parentElement!);
    await user.click(await screen.findByRole("button", { name: "Improve with AI" }));
    expect(onImprove).toHaveBeenCalledWith("Inside text", expect.anything(), 7);
  });

  it("ignores selections outside the container and hides when the selection collapses", async () => {
    render(<Harness onImprove={vi.fn()} />);
    selectText(screen.getByText("Outside text"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();

    selectText(screen.getByText("Inside text"));
    expect(await screen.findByRole("toolbar")).toBeInTheDocument();
    act(() => {
      window.getSelection()!.removeAllRanges();
      document.dispatchEvent(new Event("selectionchange"));
    });
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  });

  it("offers Copy only when there is no improve handler", async () => {
    render(<Harness />);
    selectText(screen.getByText("Inside text"));
    expect(await screen.findByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Improve with AI" })).not.toBeInTheDocument();
  });

  it("copies the selection, and shows 'Failed to copy text' when the clipboard refuses", async () => {
    const user = userEvent.setup();
    render(<Harness onImprove={vi.fn()} />);
    const writeText = vi.spyOn(navigator.clipboard, "writeText");

    writeText.mockResolvedValueOnce(undefined);
    selectText(screen.getByText("Inside text"));
    await user.click(await screen.findByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith("Inside text");
    expect(screen.queryByText("Failed to copy text")).not.toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error("denied"));
    selectText(screen.getByText("Inside text"));
    await user.click(await screen.findByRole("button", { name: "Copy" }));
    await waitFor(() => expect(screen.getByText("Failed to copy text")).toBeInTheDocument());
  });
});
