import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invites, mailOutbox } from "../src/db/schema";
import { addMember, createInitiative, createUser } from "./factories";
import { startTestServer, type TestServer } from "./harness";
import { closedPort, inviteTokenFrom, startSmtpSink } from "./smtp-sink";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("collaboration over SMTP on %s", (kind) => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(kind, { SMTP_URL: smtp.url, PUBLIC_URL: "https://planner.example.com" });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("invite → mail over SMTP → the invitee signs in → the initiative is in their list with the role", async () => {
    const owner = await createUser(server, { name: "Olivia Owner" });
    const initiative = await createInitiative(server, owner);
    const email = `invitee-${Date.now()}@example.com`;
    const res = await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
      token: owner.token,
      body: { email, role: "viewer" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email,
      role: "viewer",
      invited_by: "Olivia Owner",
      last_error: null,
    });
    expect(res.body.data.last_sent_at).toBeTruthy();

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain("Olivia Owner invited you");
    expect(mail!.raw.replace(/=\r?\n/g, "")).toContain("https://planner.example.com/invite/");

    const pending = await server.request(
      "GET",
      `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
      {
        token: owner.token,
      },
    );
    expect(pending.body.data.map((i: { email: string }) => i.email)).toEqual([email]);

    const invitee = await createUser(server, { email });
    const list = await server.request("GET", "/portal/initiative", { token: invitee.token });
    expect(list.body.data.list.map((i: { id: string }) => i.id)).toContain(initiative.id);
    const shared = list.body.data.list.find((i: { id: string }) => i.id === initiative.id);
    expect(shared.role).toBe("viewer");
    expect(shared.team_size).toBe(2);

    const collaborators = await server.request("GET", `/portal/initiatives/${initiative.id}/collaborators`, {
      token: invitee.token,
    });
    expect(collaborators.body.data).toMatchObject({ total_items: 2, current_page: 0, total_pages: 1 });
    expect(collaborators.body.data.list.map((c: { role: string }) => c.role)).toEqual(["owner", "viewer"]);
    const after = await server.request(
      "GET",
      `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
      {
        token: owner.token,
      },
    );
    expect(after.body.data).toEqual([]);
  });

  it("accepts through the link token after sign-in, once", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `link-${Date.now()}@example.com`;
    await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
      token: owner.token,
      body: { email, role: "editor" },
    });
    const token = inviteTokenFrom(smtp.received.find((m) => m.to.includes(email))!.raw);
    // Someone signed in under another address who was given the link.
    const other = await createUser(server);
    const accepted = await server.request("POST", "/portal/invites/accept", {
      token: other.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ initiative_id: initiative.id, role: "editor" });
    const again = await server.request("POST", "/portal/invites/accept", {
      token: other.token,
      body: { token },
    });
    expect(again.status).toBe(200);
    const stranger = await createUser(server);
    const reused = await server.request("POST", "/portal/invites/accept", {
      token: stranger.token,
      body: { token },
    });
    expect(reused.status).toBe(409);
    const bogus = await server.request("POST", "/portal/invites/accept", {
      token: stranger.token,
      body: { token: "x".repeat(32) },
    });
    expect(bogus.status).toBe(404);
  });

  it("refuses inviting a member or a pending address with 409, and a bad address with 400", async () => {
    const owner = await createUser(server);
    const member = await createUser(server);
    const initiative = await createInitiative(server, owner);
    await addMember(server, initiative, member, "editor");
    const invite = (email: string) =>
      server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
        token: owner.token,
        body: { email, role: "viewer" },
      });
    const existing = await invite(member.email.toUpperCase());
    expect(existing.status).toBe(409);
    expect(existing.body.message).toContain("already a member");
    expect((await invite("pending@example.com")).status).toBe(200);
    const twice = await invite("Pending@Example.com");
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("already pending");
    const bad = await invite("not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("body.email");
  });

  it("resend: false within a minute, true after, false once not pending", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const res = await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
      token: owner.token,
      body: { email: `resend-${Date.now()}@example.com`, role: "viewer" },
    });
    const id = res.body.data.id as string;
    const resend = () =>
      server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite/${id}/resend`, {
        token: owner.token,
      });
    expect((await resend()).body).toEqual({ success: true, data: false });
    await server.ctx.db
      .update(invites)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(invites.id, id));
    const count = smtp.received.length;
    expect((await resend()).body).toEqual({ success: true, data: true });
    expect(smtp.received.length).toBe(count + 1);
    const revoke = await server.request(
      "DELETE",
      `/portal/initiatives/${initiative.id}/collaborators/invite/${id}`,
      {
        token: owner.token,
      },
    );
    expect(revoke.status).toBe(200);
    await server.ctx.db
      .update(invites)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(invites.id, id));
    expect((await resend()).body).toEqual({ success: true, data: false });
  });

  it("a failed delivery keeps the invite pending with the error visible", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    smtp.failNext(1);
    const res = await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
      token: owner.token,
      body: { email: `bounce-${Date.now()}@example.com`, role: "viewer" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.last_error).toMatch(/Delivery failed/);
    expect(res.body.data.last_sent_at).toBeNull();
    const pending = await server.request(
      "GET",
      `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
      {
        token: owner.token,
      },
    );
    expect(pending.body.data[0].last_error).toMatch(/Delivery failed/);
  });

  it("owner changes roles and removes people; editors cannot; the owner cannot be removed", async () => {
    const owner = await createUser(server);
    const editor = await createUser(server);
    const viewer = await createUser(server);
    const initiative = await createInitiative(server, owner);
    await addMember(server, initiative, editor, "editor");
    await addMember(server, initiative, viewer, "viewer");
    const base = `/portal/initiatives/${initiative.id}/collaborators`;
    const byEditor = await server.request("PUT", `${base}/${viewer.id}`, {
      token: editor.token,
      body: { role: "editor" },
    });
    expect(byEditor.status).toBe(403);
    const promoted = await server.request("PUT", `${base}/${viewer.id}`, {
      token: owner.token,
      body: { role: "editor" },
    });
    expect(promoted.body.data).toEqual({ user_id: viewer.id, role: "editor" });
    const ownerRole = await server.request("PUT", `${base}/${owner.id}`, {
      token: owner.token,
      body: { role: "viewer" },
    });
    expect(ownerRole.status).toBe(400);
    const removeOwner = await server.request("DELETE", `${base}/${owner.id}`, { token: owner.token });
    expect(removeOwner.status).toBe(400);
    const removed = await server.request("DELETE", `${base}/${viewer.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    const gone = await server.request("GET", `/portal/initiatives/${initiative.id}`, { token: viewer.token });
    expect(gone.status).toBe(403);
    expect(gone.body.details.owner_name).toBe(owner.name);
  });
});

describe("mail without SMTP_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(async () => server?.close());

  it("keeps the invitation mail in the outbox so nothing is lost", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `outbox-${Date.now()}@example.com`;
    const res = await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
      token: owner.token,
      body: { email, role: "editor" },
    });
    expect(res.status).toBe(200);
    const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toContain("/invite/");
  });
});

describe("mail to an unreachable SMTP server", () => {
  it("records the failure and keeps the invite pending", async () => {
    const port = await closedPort();
    const server = await startTestServer("pglite", { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const owner = await createUser(server);
      const initiative = await createInitiative(server, owner);
      const res = await server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite`, {
        token: owner.token,
        body: { email: "far@example.com", role: "viewer" },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.last_error).toMatch(/Delivery failed/);
    } finally {
      await server.close();
    }
  });
});
