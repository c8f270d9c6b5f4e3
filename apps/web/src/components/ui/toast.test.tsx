import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toast } from "./toast";
import { ToasterSlot } from "./toaster-slot";

// The page's toaster is not mounted until something asks for it: the first toast loads sonner and the toaster,
// and shows once the toaster listens, not lost before it (decision 054).
describe("toast", () => {
  it("mounts the toaster on the first toast and shows it, with its description", async () => {
    render(<ToasterSlot />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();
    toast.success("Plan saved", { description: "Version 3" });
    expect(await screen.findByText("Plan saved")).toBeInTheDocument();
    expect(screen.getByText("Version 3")).toBeInTheDocument();
    expect(document.querySelector("[data-sonner-toaster]")).not.toBeNull();
  });

  it("shows each kind once the toaster is there", async () => {
    render(<ToasterSlot />);
    toast("Logged out");
    toast.error("Could not save");
    toast.warning("Invitation saved, but not sent");
    toast.info("Stopped");
    for (const text of ["Logged out", "Could not save", "Invitation saved, but not sent", "Stopped"]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});
