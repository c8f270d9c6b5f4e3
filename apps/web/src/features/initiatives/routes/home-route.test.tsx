import { routes } from "@initiative-planner/contract/routes";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, handle, heldAnswer, pending, success } from "@/test/api-handlers";
import { apiCalls } from "@/test/api-server";
import { locationOf, renderApp } from "@/test/render";
import { EMPTY_PAGE, signIn } from "@/test/session";
import { makeInitiative } from "../test/fixtures";
import { HomeRoute } from "./home-route";

/** The home screen of a signed-in person, once it shows. */
async function renderHome() {
  const view = renderApp("/", {
    routes: [
      { path: "/", element: <HomeRoute /> },
      { path: "/initiative/:id", element: <p>Initiative page</p> },
    ],
    protect: true,
  });
  // Generous: on a busy machine the signed-in start-up alone can take more than the default second.
  await screen.findByRole("textbox", { name: "Your idea" }, { timeout: 5_000 });
  return view;
}

const ideaBox = () => screen.getByRole("textbox", { name: "Your idea" });
/** Nothing was sent but the start-up's requests: the runtime settings and the signed-in profile check. */
const sentNothing = () => expect(apiCalls().map((call) => call.name)).toEqual(["config", "getUser"]);

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

describe("home route", { timeout: 15_000 }, () => {
  it("greets the person by first name and invites an idea", async () => {
    await renderHome();
    expect(screen.getByRole("heading", { name: "Nice to meet you, Ada" })).toBeInTheDocument();
    expect(ideaBox()).toHaveAttribute(
      "placeholder",
      "Your idea is the start - describe it to accelerate to the finish line",
    );
    expect(screen.getByText("The richer the description, the greater the acceleration")).toBeInTheDocument();
  });

  it("sizes the empty box to the whole placeholder, and to the text once there is some", async () => {
    // A narrow screen: 20 characters a line, 24 px a line (jsdom does no layout of its own).
    vi.spyOn(HTMLTextAreaElement.prototype, "scrollHeight", "get").mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      return Math.max(1, Math.ceil(this.value.length / 20)) * 24;
    });
    const user = userEvent.setup();
    await renderHome();
    // 69 characters of placeholder: four lines, not the one row that cut it off.
    expect(ideaBox().style.height).toBe("96px");
    expect(ideaBox()).toHaveValue("");
    await user.type(ideaBox(), "Short idea");
    expect(ideaBox().style.height).toBe("24px");
    await user.clear(ideaBox());
    expect(ideaBox().style.height).toBe("96px");
  });

  it("refuses a blank idea with a destructive toast and sends nothing", async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.type(ideaBox(), "   ");
    await user.click(screen.getByRole("button", { name: "Create initiative" }));
    expect(await screen.findByText("Missing information")).toBeInTheDocument();
    expect(screen.getByText("Please enter your initiative idea.")).toBeInTheDocument();
    sentNothing();
  });

  it("creates the initiative on Enter, due in 30 days, HIGH and SLACK, then opens it", async () => {
    const created = makeInitiative({ status: "CREATED" });
    handle(routes.createInitiative, () => success(created, 201));
    handle(routes.listInitiatives, () => EMPTY_PAGE);
    sessionStorage.setItem("initiatives-list:stale", "{}");
    const user = userEvent.setup();
    const { router } = await renderHome();

    await user.type(ideaBox(), "A podcast about{Shift>}{Enter}{/Shift}local history");
    expect(ideaBox()).toHaveValue("A podcast about\nlocal history");
    sentNothing();
    await user.keyboard("{Enter}");

    expect(await screen.findByText("Initiative created!")).toBeInTheDocument();
    expect(screen.getByText("Your new initiative has been created successfully.")).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe(`/initiative/${created.id}`));

    const [post] = callsTo(routes.createInitiative);
    const body = post?.body as Record<string, string>;
    expect(body).toMatchObject({
      description: "A podcast about\nlocal history",
      priority: "HIGH",
      communication_mode: "SLACK",
    });
    const dueInDays = (Date.parse(body.date_due_completion!) - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(29.99);
    expect(dueInDays).toBeLessThanOrEqual(30);
    expect(sessionStorage.getItem("initiatives-list:stale")).toBeNull();
  });

  it("shows the default priority and due date, and creates with the ones the person chose", async () => {
    const created = makeInitiative({ status: "CREATED" });
    handle(routes.createInitiative, () => success(created, 201));
    handle(routes.listInitiatives, () => EMPTY_PAGE);
    const user = userEvent.setup();
    await renderHome();
    const priority = screen.getByRole("combobox", { name: "Priority" });
    const due = screen.getByLabelText("Due");
    expect(priority).toHaveValue("HIGH");
    const in30 = new Date(Date.now() + 30 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    expect(due).toHaveValue(`${in30.getFullYear()}-${pad(in30.getMonth() + 1)}-${pad(in30.getDate())}`);

    await user.selectOptions(priority, "LOW");
    fireEvent.change(due, { target: { value: "2031-03-14" } });
    await user.type(ideaBox(), "A repair café{Enter}");
    await waitFor(() => expect(callsTo(routes.createInitiative)).toHaveLength(1));
    const body = callsTo(routes.createInitiative)[0]?.body as Record<string, string>;
    expect(body.priority).toBe("LOW");
    const chosen = new Date(body.date_due_completion!);
    // The end of the chosen day where the person is.
    expect([chosen.getFullYear(), chosen.getMonth() + 1, chosen.getDate(), chosen.getHours()]).toEqual([
      2031, 3, 14, 23,
    ]);
  });

  it("keeps the idea and says so when creating fails", async () => {
    handle(routes.createInitiative, () => apiError(500, "Something broke."));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.type(ideaBox(), "Open a bakery{Enter}");
    expect(await screen.findByText("Error creating initiative")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(locationOf(router)).toBe("/");
    expect(ideaBox()).toHaveValue("Open a bakery");
    expect(ideaBox()).not.toHaveAttribute("readonly");
    // Internally the server's message (spec section 8).
    expect(warn).toHaveBeenCalledWith("[initiatives] Something broke.");
  });

  it("logs 'Failed to create initiative' when the server gives no message", async () => {
    handle(routes.createInitiative, () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderHome();
    await user.type(ideaBox(), "Open a bakery{Enter}");
    await waitFor(() => expect(warn).toHaveBeenCalledWith("[initiatives] Failed to create initiative"));
  });

  it("locks the box and rotates the captions and icon every 2 seconds while creating", async () => {
    handle(routes.createInitiative, pending);
    await renderHome();
    vi.useFakeTimers();
    fireEvent.change(ideaBox(), { target: { value: "Build a community garden" } });
    fireEvent.keyDown(ideaBox(), { key: "Enter" });
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(ideaBox()).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Create initiative" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Attach documents" })).toBeDisabled();
    expect(screen.queryByText("The richer the description, the greater the acceleration")).toBeNull();

    const icon = () => screen.getByTestId("creating-icon").getAttribute("data-icon-index");
    expect(screen.getByText("Deliberating on the idea")).toBeInTheDocument();
    expect(icon()).toBe("0");
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.getByText("Deliberating on the idea")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText("Visualizing the end-to-end project roadmap")).toBeInTheDocument();
    expect(icon()).toBe("1");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText("Identifying the key workstreams")).toBeInTheDocument();
    expect(icon()).toBe("2");
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText("Deliberating on the idea")).toBeInTheDocument();
  });

  it("lists attached documents with preview, remove and 'Add more documents'", async () => {
    const createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`);
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs; the browser's are stood in for and removed again after the test.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    const { unmount } = await renderHome();

    const input = screen.getByTestId("attachment-input") as HTMLInputElement;
    const pick = vi.spyOn(input, "click");
    await user.upload(input, [
      new File(["brief"], "brief.pdf", { type: "application/pdf" }),
      new File(["notes"], "notes.txt", { type: "text/plain" }),
    ]);
    await user.click(screen.getByRole("button", { name: "2 document(s) attached" }));

    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("brief.pdf");
    expect(dialog).toHaveTextContent("notes.txt");

    await user.click(screen.getByRole("button", { name: "Preview brief.pdf" }));
    expect(open).toHaveBeenCalledWith("blob:preview/brief.pdf", "_blank", "noopener,noreferrer");

    await user.click(screen.getByRole("button", { name: "Remove brief.pdf" }));
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview/brief.pdf");
    expect(screen.getByRole("dialog")).not.toHaveTextContent("brief.pdf");
    // Behind the open dialog the page is hidden from assistive technology, hence `hidden: true`.
    expect(screen.getByRole("button", { name: "1 document(s) attached", hidden: true })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add more documents" }));
    expect(pick).toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Preview notes.txt" }));
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview/notes.txt");
    sentNothing();
  });

  it("uploads the attached documents when creating and sends their ids with the idea", async () => {
    const created = makeInitiative({ status: "CREATED" });
    let n = 0;
    handle(routes.createInitiative, () => success(created, 201));
    handle(routes.listInitiatives, () => EMPTY_PAGE);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const upload = handle(routes.uploadFile, () => {
      n++;
      return heldAnswer(answered, {
        id: `00000000-0000-4000-8000-00000000000${n}`,
        name: "brief.md",
        size: 5,
        content_type: "text/markdown",
        pages: null,
        pages_read: null,
      });
    });
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.upload(screen.getByTestId("attachment-input") as HTMLInputElement, [
      new File(["brief"], "brief.md", { type: "text/markdown" }),
      new File(["notes"], "notes.txt", { type: "text/plain" }),
    ]);
    await user.type(ideaBox(), "Open a bakery{Enter}");
    // All bytes sent, the server still reading: each file shows its own bar.
    const bar = await screen.findByRole("progressbar", { name: "Upload of notes.txt" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "100"));
    expect(screen.getByRole("list", { name: "Document uploads" })).toHaveTextContent(
      "notes.txt: uploading… 100%",
    );
    answer();
    await waitFor(() => expect(locationOf(router)).toBe(`/initiative/${created.id}`));
    expect(
      upload
        .calls()
        .map((call) => call.file?.name)
        .sort(),
    ).toEqual(["brief.md", "notes.txt"]);
    const [post] = callsTo(routes.createInitiative);
    expect((post!.body as { attachment_ids: string[] }).attachment_ids.sort()).toEqual([
      "00000000-0000-4000-8000-000000000001",
      "00000000-0000-4000-8000-000000000002",
    ]);
  });

  it("shows each document's upload progress, or its error, and creates nothing when one fails", async () => {
    handle(routes.uploadFile, ({ file }) =>
      file?.name === "setup.exe"
        ? apiError(
            400,
            "This file type is not supported. Attach a PDF, a Word document (.docx), a Markdown, text or CSV file.",
          )
        : {
            id: "00000000-0000-4000-8000-000000000001",
            name: "brief.md",
            size: 5,
            content_type: "text/markdown" as const,
            pages: null,
            pages_read: null,
          },
    );
    const user = userEvent.setup();
    await renderHome();
    await user.upload(screen.getByTestId("attachment-input") as HTMLInputElement, [
      new File(["brief"], "brief.md", { type: "text/markdown" }),
      new File(["MZ"], "setup.exe", { type: "application/octet-stream" }),
    ]);
    await user.type(ideaBox(), "Open a bakery{Enter}");
    const uploads = await screen.findByRole("list", { name: "Document uploads" });
    await waitFor(() => expect(uploads).toHaveTextContent("setup.exe: This file type is not supported."));
    expect(uploads).toHaveTextContent("brief.md: uploaded");
    expect(screen.getByRole("progressbar", { name: "Upload of brief.md" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    expect(screen.queryByRole("progressbar", { name: "Upload of setup.exe" })).not.toBeInTheDocument();
    expect(callsTo(routes.createInitiative)).toHaveLength(0);
    expect(ideaBox()).toHaveValue("Open a bakery");
    expect(ideaBox()).not.toHaveAttribute("readonly");
  });
});
