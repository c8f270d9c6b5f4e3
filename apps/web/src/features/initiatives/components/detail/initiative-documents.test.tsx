import type { UploadedFile } from "@initiative-planner/contract/files";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { renderRoutes } from "@/test/render-routes";
import { ok } from "../../test/fixtures";
import { InitiativeDocuments } from "./initiative-documents";

const ID = "11111111-1111-4111-8111-111111111111";
const brief: UploadedFile = {
  id: "22222222-2222-4222-8222-222222222222",
  name: "brief.pdf",
  size: 1200,
  content_type: "application/pdf",
  pages: 3,
};
const notes: UploadedFile = {
  ...brief,
  id: "33333333-3333-4333-8333-333333333333",
  name: "notes.md",
  content_type: "text/markdown",
  pages: null,
};
const FILES = new RegExp(`^/portal/initiatives/${ID}/files$`);

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
});

const renderDocuments = (canEdit: boolean) =>
  renderRoutes([{ path: "/", element: <InitiativeDocuments initiativeId={ID} canEdit={canEdit} /> }]);

describe("initiative documents", () => {
  it("lists the documents to a viewer, who can download but not remove or add", async () => {
    api.on("GET", FILES, () => ok([brief]));
    renderDocuments(false);
    expect(await screen.findByRole("button", { name: "Download brief.pdf" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove brief.pdf" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add document" })).toBeNull();
  });

  it("lets an editor add a document (upload, then attach) and remove one", async () => {
    let files = [brief];
    api.on("GET", FILES, () => ok(files));
    api.on("POST", /^\/portal\/files$/, () => ok(notes));
    api.on("POST", FILES, () => {
      files = [brief, notes];
      return ok(notes);
    });
    api.on("DELETE", new RegExp(`^/portal/initiatives/${ID}/files/${brief.id}$`), () => {
      files = [notes];
      return ok({ id: brief.id });
    });
    const user = userEvent.setup();
    renderDocuments(true);
    await screen.findByRole("button", { name: "Download brief.pdf" });
    await user.upload(
      screen.getByTestId("document-input") as HTMLInputElement,
      new File(["# Notes"], "notes.md"),
    );
    expect(await screen.findByRole("button", { name: "Download notes.md" })).toBeInTheDocument();
    expect(api.callsTo("POST", FILES)[0]?.body).toEqual({ file_id: notes.id });

    await user.click(screen.getByRole("button", { name: "Remove brief.pdf" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Download brief.pdf" })).toBeNull());
    expect(screen.getByRole("button", { name: "Download notes.md" })).toBeInTheDocument();
  });
});
