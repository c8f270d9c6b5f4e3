import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invites, mailOutbox } from "../src/db/schema";
import { addMember, createInitiative, createUser, invite } from "./factories";
import { startTestServer, useStarted, useTestServer } from "./harness";
import { eventually } from "./planning-support";
import { closedPort, inviteTokenFrom, startSmtpSink } from "./smtp-sink";
import { dbKinds } from "./test-db";

describe.each(dbKinds())("collaboration over SMTP on %s", (kind) => {
  const smtp = useStarted("smtp sink", startSmtpSink);
  const server = useStarted("server", () =>
    startTestServer(kind, { SMTP_URL: smtp.url, PUBLIC_URL: "https://planner.example.com" }),
  );

  it("invite → mail over SMTP → the invitee signs in → the initiative is in their list with the role", async () => {
    const owner = await createUser(server, { name: "Olivia Owner" });
    const initiative = await createInitiative(server, owner);
    const email = `invitee-${Date.now()}@example.com`;
    const res = await invite(server, owner, initiative.id, email, "viewer");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email,
      role: "viewer",
      invited_by: "Olivia Owner",
      last_error: null,
      // Delivery runs in the background; with a mail server the link travels only in the mail.
      invite_link: null,
    });

    const mail = await eventually(async () => smtp.received.find((m) => m.to.includes(email)));
    expect(mail.raw).toContain("Olivia Owner invited you");
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain("https://planner.example.com/invite/");

    const pending = await server.request(
      "GET",
      `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
      {
        token: owner.token,
      },
    );
    expect(pending.body.data.map((i: { email: string }) => i.email)).toEqual([email]);
    const sent = await eventually(async () => {
      const again = await server.request(
        "GET",
        `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
        { token: owner.token },
      );
      return again.body.data[0].last_sent_at ? again.body.data[0] : undefined;
    });
    expect(sent.last_error).toBeNull();

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

  it("accepts through the link token after sign-in, only by the invited address, once", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `link-${Date.now()}@example.com`;
    await invite(server, owner, initiative.id, email, "editor");
    const mail = await eventually(async () => smtp.received.find((m) => m.to.includes(email)));
    const token = inviteTokenFrom(mail.raw);
    // Someone signed in under another address who was given the link.
    const other = await createUser(server);
    const refused = await server.request("POST", "/portal/invites/accept", {
      token: other.token,
      body: { token },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("sent to another e-mail address");
    // Opening the link before the sign-in hook ran (a token of the invited address, in other case).
    const invitee = { token: await server.token(email.toUpperCase()) };
    const accepted = await server.request("POST", "/portal/invites/accept", {
      token: invitee.token,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ initiative_id: initiative.id, role: "editor" });
    const again = await server.request("POST", "/portal/invites/accept", {
      token: invitee.token,
      body: { token },
    });
    // The member who used it is led there again with the same answer, never a refusal (decision 115).
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ initiative_id: initiative.id, role: "editor" });
    const bogus = await server.request("POST", "/portal/invites/accept", {
      token: other.token,
      body: { token: "x".repeat(32) },
    });
    expect(bogus.status).toBe(404);
  });

  it("refuses inviting a member or a pending address with 409, and a bad address with 400", async () => {
    const owner = await createUser(server);
    const member = await createUser(server);
    const initiative = await createInitiative(server, owner);
    await addMember(server, initiative, member, "editor");
    const inviteViewer = (email: string) => invite(server, owner, initiative.id, email, "viewer");
    const existing = await inviteViewer(member.email.toUpperCase());
    expect(existing.status).toBe(409);
    expect(existing.body.message).toContain("already a member");
    expect((await inviteViewer("pending@example.com")).status).toBe(200);
    const twice = await inviteViewer("Pending@Example.com");
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("already pending");
    const bad = await inviteViewer("not-an-address");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("body.email");
  });

  it("resend: false within a minute, true after (a new link, the old one dead), false once not pending", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const res = await invite(server, owner, initiative.id, `resend-${Date.now()}@example.com`, "viewer");
    const id = res.body.data.id as string;
    const email = res.body.data.email as string;
    const firstMail = await eventually(async () => smtp.received.find((m) => m.to.includes(email)));
    const firstToken = inviteTokenFrom(firstMail.raw);
    const backdate = () =>
      server.ctx.db
        .update(mailOutbox)
        .set({ createdAt: new Date(Date.now() - 61_000) })
        .where(eq(mailOutbox.inviteId, id));
    const resend = () =>
      server.request("POST", `/portal/initiatives/${initiative.id}/collaborators/invite/${id}/resend`, {
        token: owner.token,
      });
    expect((await resend()).body).toEqual({ success: true, data: false });
    await server.ctx.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(invites.id, id));
    await backdate();
    const count = smtp.received.filter((m) => m.to.includes(email)).length;
    expect((await resend()).body).toEqual({ success: true, data: true });
    const second = await eventually(async () => smtp.received.filter((m) => m.to.includes(email))[count]);
    expect(inviteTokenFrom(second.raw)).not.toBe(firstToken);
    // The resend renewed the expiry to INVITE_TTL_DAYS from now.
    const [renewed] = await server.ctx.db.select().from(invites).where(eq(invites.id, id));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const revoke = await server.request(
      "DELETE",
      `/portal/initiatives/${initiative.id}/collaborators/invite/${id}`,
      {
        token: owner.token,
      },
    );
    expect(revoke.status).toBe(200);
    await backdate();
    expect((await resend()).body).toEqual({ success: true, data: false });
  });

  it("a failed delivery keeps the invite pending; the owner sees the server's answer, others a sentence", async () => {
    const owner = await createUser(server);
    const editor = await createUser(server);
    const initiative = await createInitiative(server, owner);
    await addMember(server, initiative, editor, "editor");
    smtp.failNext(1);
    const res = await invite(server, editor, initiative.id, `bounce-${Date.now()}@example.com`, "viewer");
    expect(res.status).toBe(200);
    const pendingFor = async (user: { token: string }) =>
      (
        await server.request("GET", `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`, {
          token: user.token,
        })
      ).body.data[0];
    const failed = await eventually(async () => {
      const invite = await pendingFor(owner);
      return invite.last_error ? invite : undefined;
    });
    expect(failed.last_error).toMatch(/^Delivery failed: the mail server refused the message \(550/);
    expect(failed.last_error).not.toContain("127.0.0.1");
    expect(failed.last_sent_at).toBeNull();
    expect((await pendingFor(editor)).last_error).toBe(
      "The invitation e-mail could not be delivered. The initiative's owner can see why.",
    );
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
    // A stranger is not told who owns the initiative.
    expect(gone.body.details).toBeUndefined();
    expect(gone.text).not.toContain(owner.name);
  });
});

describe("mail without SMTP_URL", () => {
  const server = useTestServer("pglite");

  it("keeps the mail without its link and gives the inviter the link once, which then works", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `outbox-${Date.now()}@example.com`;
    const res = await invite(server, owner, initiative.id, email, "editor");
    expect(res.status).toBe(200);
    const link = res.body.data.invite_link as string;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{32}$/);
    const rows = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("kept");
    expect(rows[0]!.linkToken).toBeNull();
    const token = link.split("/invite/")[1]!;
    expect(JSON.stringify(rows[0])).not.toContain(token);
    const pending = await server.request(
      "GET",
      `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
      { token: owner.token },
    );
    expect(pending.text).not.toContain(token);
    const invitee = await createUser(server, { email: `x-${email}` });
    expect(
      (await server.request("POST", "/portal/invites/accept", { token: invitee.token, body: { token } }))
        .status,
    ).toBe(403);
    // The invitee signs in (sign-in itself accepts pending invitations for a verified address).
    const joined = await createUser(server, { email });
    const list = await server.request("GET", "/portal/initiative", { token: joined.token });
    expect(list.body.data.list.map((i: { id: string }) => i.id)).toContain(initiative.id);
  });
});

describe("mail to an unreachable SMTP server", () => {
  it("records the failure in the background, without the server's address, and keeps the invite pending", async () => {
    const port = await closedPort();
    const server = await startTestServer("pglite", {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_BACKOFF_MS: "0",
    });
    try {
      const owner = await createUser(server);
      const initiative = await createInitiative(server, owner);
      const started = Date.now();
      const res = await invite(server, owner, initiative.id, "far@example.com", "viewer");
      expect(res.status).toBe(200);
      // Delivery is not part of the request.
      expect(Date.now() - started).toBeLessThan(2_000);
      const failed = await eventually(async () => {
        const rows = await server.ctx.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.to, "far@example.com"));
        return rows[0]?.status === "failed" ? rows[0] : undefined;
      });
      // One retry (MAIL_RETRY_BACKOFF_MS has one entry), then given up with the token dropped.
      expect(failed.attempts).toBe(2);
      expect(failed.linkToken).toBeNull();
      const pending = await server.request(
        "GET",
        `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
        { token: owner.token },
      );
      expect(pending.body.data[0].last_error).toBe(
        "Delivery failed: the mail server could not be reached. Resend the invitation to try again.",
      );
      expect(pending.text).not.toContain("127.0.0.1");
    } finally {
      await server.close();
    }
  });
});
