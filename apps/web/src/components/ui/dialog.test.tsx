import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

/** A dialog opened from a button's state, as Edit, Delete and Add team open theirs: no DialogTrigger. */
function OpenedByState({ autoFocus = false }: { autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Edit initiative</DialogTitle>
          <DialogDescription>Change its name.</DialogDescription>

          <input aria-label="Name" autoFocus={autoFocus} />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it.each([false, true])(
    "gives focus back to the button that opened it when closed with Escape (field focused: %s)",
    async (autoFocus) => {
      const user = userEvent.setup();
      render(<OpenedByState autoFocus={autoFocus} />);
      const edit = screen.getByRole("button", { name: "Edit" });
      edit.focus();
      await user.keyboard("{Enter}");
      expect(await screen.findByRole("dialog", { name: "Edit initiative" })).toBeInTheDocument();
      await waitFor(() => expect(document.activeElement).not.toBe(edit));
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(document.activeElement).toBe(edit);
    },
  );
});
