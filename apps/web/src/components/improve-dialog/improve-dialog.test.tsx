import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { dialogPosition, previewText } from "./dialog-position";
import { ImproveDialog, QUICK_SUGGESTIONS } from "./improve-dialog";

function Harness({
  text = "Selected words",
  onSubmit,
}: {
  text?: string;
  onSubmit: (i: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">outside</button>
      <ImproveDialog
        open={open}
        selectedText={text}
        anchorRect={null}
        onSubmit={onSubmit}
        onOpenChange={setOpen}
      />
    </>
  );
}

const textbox = () => screen.getByPlaceholderText("Describe how you want to improve this text...");

describe("ImproveDialog", () => {
  it("lists the five quick suggestions word for word", () => {
    render(<Harness onSubmit={async () => undefined} />);
    expect(QUICK_SUGGESTIONS).toEqual([
      "Make this more professional and concise",
      "Expand on this with more details",
      "Rewrite this in a different tone",
      "Add bullet points for better structure",
      "Simplify this for better clarity",
    ]);
    for (const suggestion of QUICK_SUGGESTIONS) {
      expect(screen.getByRole("button", { name: suggestion })).toBeInTheDocument();
    }
  });

  it("submits on Enter, inserts a newline on Shift+Enter, and closes once the improvement is done", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);

    await user.type(textbox(), "First line{Shift>}{Enter}{/Shift}second line");
    expect(textbox()).toHaveValue("First line\nsecond line");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("First line\nsecond line");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps 'Improve' disabled while the instruction is blank and reads 'Improving...' while it runs", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);

    expect(screen.getByRole("button", { name: "Improve" })).toBeDisabled();
    await user.type(textbox(), "   {Enter}");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Simplify this for better clarity" }));
    await user.click(screen.getByRole("button", { name: "Improve" }));
    expect(onSubmit).toHaveBeenCalledWith("Simplify this for better clarity");
    expect(screen.getByRole("button", { name: "Improving..." })).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("stays open when the improvement fails", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error("boom");
    });
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(textbox(), "Shorter{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Improve" })).toBeEnabled());
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("closes on Escape, on Cancel and on a click outside", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness onSubmit={async () => undefined} />);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    unmount();

    const second = render(<Harness onSubmit={async () => undefined} />);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    second.unmount();

    render(<Harness onSubmit={async () => undefined} />);
    const overlay = document.querySelector("[data-slot='improve-overlay']");
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("quotes the selection cut to 100 characters plus an ellipsis", () => {
    const long = `${"x".repeat(100)}TAIL`;
    render(<Harness text={long} onSubmit={async () => undefined} />);
    expect(screen.getByText(`"${"x".repeat(100)}…"`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).not.toBeInTheDocument();
  });
});

describe("previewText", () => {
  it("keeps text of up to 100 characters as it is", () => {
    expect(previewText("a".repeat(100))).toBe("a".repeat(100));
    expect(previewText(`${"a".repeat(100)}b`)).toBe(`${"a".repeat(100)}…`);
  });

  it("never splits a character made of two UTF-16 units", () => {
    expect(previewText("😀".repeat(101))).toBe(`${"😀".repeat(100)}…`);
  });
});

describe("dialogPosition", () => {
  const viewport = { width: 1280, height: 800 };

  it("sits 20 px below the selection when there is room", () => {
    expect(dialogPosition({ top: 100, bottom: 120, left: 300 }, viewport)).toEqual({
      top: 140,
      left: 300,
      width: 500,
      height: 400,
      compact: false,
    });
  });

  it("moves 20 px above the selection near the bottom and stays on screen at the right edge", () => {
    const box = dialogPosition({ top: 700, bottom: 720, left: 1200 }, viewport);
    expect(box.top).toBe(700 - 20 - 400);
    expect(box.left).toBe(1280 - 500 - 20);
  });

  it("is clamped inside a small viewport", () => {
    // Just above the compact breakpoint: the desktop box, clamped to the viewport.
    const box = dialogPosition({ top: 200, bottom: 220, left: 10 }, { width: 660, height: 420 });
    expect(box.width).toBe(500);
    expect(box.height).toBe(380);
    expect(box.left).toBe(20);
    expect(box.top).toBeGreaterThanOrEqual(20);
    expect((box.top ?? 0) + box.height).toBeLessThanOrEqual(420 - 20);
  });

  it("on a phone spans the width and grows to its content, 20 px below the selection when there is room", () => {
    const phone = { width: 390, height: 844 };
    const box = dialogPosition({ top: 100, bottom: 120, left: 200 }, phone);
    expect(box).toEqual({ top: 140, left: 16, width: 358, height: 844 - 140 - 20, compact: true });
  });

  it("on a phone sits 20 px above a low selection, anchored by its bottom edge", () => {
    const phone = { width: 390, height: 844 };
    const box = dialogPosition({ top: 700, bottom: 720, left: 200 }, phone);
    expect(box.top).toBeUndefined();
    expect(box.bottom).toBe(844 - 700 + 20);
    expect(box.height).toBe(700 - 40);
  });

  it("on a short phone screen falls back to the foot of the screen with a scrolling body", () => {
    const box = dialogPosition({ top: 300, bottom: 320, left: 0 }, { width: 360, height: 640 });
    expect(box).toEqual({ bottom: 20, left: 16, width: 328, height: 600, compact: true });
  });
});

describe("ImproveDialog on a phone", () => {
  it("is full width with no fixed height, so the quote stays readable", () => {
    const saved = { width: window.innerWidth, height: window.innerHeight };
    Object.assign(window, { innerWidth: 390, innerHeight: 844 });
    try {
      render(<Harness text="The quoted words" onSubmit={async () => undefined} />);
      const dialog = screen.getByTestId("improve-dialog");
      expect(dialog).toHaveAttribute("data-compact", "true");
      expect(dialog.style.width).toBe("358px");
      expect(dialog.style.height).toBe("");
      expect(dialog.style.maxHeight).toBe("804px");
      expect(dialog.className).toContain("overflow-y-auto");
      expect(screen.getByText('"The quoted words"')).toBeVisible();
    } finally {
      Object.assign(window, { innerWidth: saved.width, innerHeight: saved.height });
    }
  });

  it("gives focus back to the button that opened it when closed with Escape", async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Improve
          </button>
          <ImproveDialog
            open={open}
            selectedText="Selected words"
            anchorRect={null}
            onSubmit={async () => undefined}
            onOpenChange={setOpen}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    const improve = screen.getByRole("button", { name: "Improve" });
    await user.click(improve);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).not.toBe(improve));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(document.activeElement).toBe(improve);
  });
});
