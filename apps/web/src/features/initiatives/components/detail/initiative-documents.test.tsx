import type { UploadedFile } from "@initiative-planner/contract/files";
import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { InitiativeDocuments } from "./initiative-documents";

const ID = "11111111-1111-4111-8111-111111111111";
const brief: UploadedFile = {
  id: "22222222-2222-4222-8222-222222222222",
  name: "brief.pdf",
  size: 1200,
  content_type: "application/pdf",
  pages: 3,
  pages_read: 3,
};
const notes: UploadedFile = {
  ...brief,
  id: "33333333-3333-4333-8333-333333333333",
  name: "notes.md",
  content_type: "text/markdown",
  pages: null,
  pages_read: null,
};
beforeEach(() => {
  signIn();
});

/** The documents of initiative ID (another id is not found). */
const serveFiles = (files: () => UploadedFile[]) =>
  handle(routes.listInitiativeFiles, ({ params }) =>
    params.id === ID ? files() : apiError(404, "Initiative not found."),
  );

const renderDocuments = (canEdit: boolean) =>
  renderApp("/", {
    routes: [{ path: "/", element: <InitiativeDocuments initiativeId={ID} canEdit={canEdit} /> }],
  });

describe("initiative documents", () => {
  it("lists the documents to a viewer, who can download but not remove or add", async () => {
    serveFiles(() => [brief]);
    renderDocuments(false);
    expect(await screen.findByRole("button", { name: "Download brief.pdf" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove brief.pdf" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add document" })).toBeNull();
  });

  it("says when only the first pages of a long PDF were read", async () => {
    serveFiles(() => [{ ...brief, pages: 1_000_000, pages_read: 500 }, notes]);
    renderDocuments(false);
    expect(await screen.findByText("(first 500 of 1,000,000 pages read)")).toBeInTheDocument();
    expect(screen.getAllByText(/pages read/)).toHaveLength(1);
  });

  it("lets an editor add a document (upload, then attach) and remove one", async () => {
    let files = [brief];
    serveFiles(() => files);
    const upload = handle(routes.uploadFile, () => notes);
    const attach = handle(routes.attachFile, () => {
      files = [brief, notes];
      return notes;
    });
    handle(routes.removeFile, ({ params }) => {
      if (params.id !== ID || params.fileId !== brief.id) return apiError(404, "No such document.");
      files = [notes];
      return { id: brief.id };
    });
    const user = userEvent.setup();
    renderDocuments(true);
    await screen.findByRole("button", { name: "Download brief.pdf" });
    await user.upload(
      screen.getByTestId("document-input") as HTMLInputElement,
      new File(["# Notes"], "notes.md"),
    );
    expect(await screen.findByRole("button", { name: "Download notes.md" })).toBeInTheDocument();
    expect(attach.calls()[0]?.body).toEqual({ file_id: notes.id });
    // The upload sent the picked file as the multipart field `file`.
    expect(upload.calls()[0]?.file?.name).toBe("notes.md");
    expect(await upload.calls()[0]?.file?.text()).toBe("# Notes");

    await user.click(screen.getByRole("button", { name: "Remove brief.pdf" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Download brief.pdf" })).toBeNull());
    expect(screen.getByRole("button", { name: "Download notes.md" })).toBeInTheDocument();
  });
});
