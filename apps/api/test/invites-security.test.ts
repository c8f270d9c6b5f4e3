import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { DEV_SIGNING_ALG, loadOrCreateDevSigningKey } from "../src/auth/dev-keys";
import { DEV_AUDIENCE, DEV_ISSUER } from "../src/compose";
import { openDatabase } from "../src/db/client";
import { initiativeMembers, invites, mailOutbox } from "../src/db/schema";
import { createSmtpMailer } from "../src/mail/mailer";
import { startMailSender } from "../src/mail/sender";
import { createInitiative, createUser, invite } from "./factories";
import { startTestServer, type TestServer, useStarted, useTestServer } from "./harness";
import { eventually, waitForStatus } from "./planning-support";
import { inviteTokenFrom, startSmtpSink } from "./smtp-sink";
import { dbKinds } from "./test-db";

/** A dev identity token with any uid and `email_verified` (the harness always says verified). */
async function identityToken(
  server: TestServer,
  claims: { uid: string; email: string; emailVerified: boolean },
): Promise<string> {
  const key = await loadOrCreateDevSigningKey(server.dataDir);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    name: claims.uid,
    auth_time: now,
    email: claims.email,
    email_verified: claims.emailVerified,
    firebase: { identities: {}, sign_in_provider: "password" },
  })
    .setProtectedHeader({ alg: DEV_SIGNING_ALG, kid: key.kid, typ: "JWT" })
    .setIssuer(DEV_ISSUER)
    .setAudience(DEV_AUDIENCE)
    .setSubject(claims.uid)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key.privateKey);
}

const unique = () => Math.random().toString(36).slice(2, 10);

const tokenOf = (link: string) => link.split("/invite/")[1]!;

const accept = (server: TestServer, token: string, inviteToken: string) =>
  server.request("POST", "/portal/invites/accept", { token, body: { token: inviteToken } });

async function memberCount(server: TestServer, initiativeId: string) {
  const rows = await server.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(initiativeMembers)
    .where(eq(initiativeMembers.initiativeId, initiativeId));
  return rows[0]!.n;
}

/** Without SMTP_URL: the inviter gets the link in the response, which these tests use. */
describe.each(dbKinds())("invitation acceptance on %s", (kind) => {
  const server = useTestServer(kind);

  it("six concurrent accepts of one link: exactly one joins, five get 409, nothing else changes", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `six-${unique()}@example.com`;
    const link = (await invite(server, owner, initiative.id, email)).body.data.invite_link as string;
    // Six accounts that all hold the invited, verified address (e.g. several sign-in providers).
    const tokens = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        identityToken(server, { uid: `six-${i}-${unique()}`, email, emailVerified: true }),
      ),
    );
    const before = await memberCount(server, initiative.id);
    const results = await Promise.all(tokens.map((t) => accept(server, t, tokenOf(link))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await memberCount(server, initiative.id)).toBe(before + 1);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.message).toBe("This invitation has already been accepted.");
    }
    const [row] = await server.ctx.db.select().from(invites).where(eq(invites.initiativeId, initiative.id));
    expect(row!.status).toBe("accepted");
  });

  it("six concurrent accepts by the invited user themself: one joins, all six open the initiative", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `self-${unique()}@example.com`;
    const link = (await invite(server, owner, initiative.id, email, "viewer")).body.data
      .invite_link as string;
    const token = await identityToken(server, { uid: `self-${unique()}`, email, emailVerified: true });
    const results = await Promise.all(Array.from({ length: 6 }, () => accept(server, token, tokenOf(link))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of results) expect(r.body.data).toEqual({ initiative_id: initiative.id, role: "viewer" });
    expect(await memberCount(server, initiative.id)).toBe(2);
  });

  it("only the invited address may accept (any case); a viewer cannot raise themself with another's link", async () => {
    const owner = await createUser(server);
    const viewer = await createUser(server);
    const initiative = await createInitiative(server, owner);
    await invite(server, owner, initiative.id, viewer.email, "viewer");
    const email = `Editor-${unique()}@Example.com`;
    const link = (await invite(server, owner, initiative.id, email, "editor")).body.data
      .invite_link as string;
    const stranger = await createUser(server);
    for (const user of [viewer, stranger]) {
      const res = await accept(server, user.token, tokenOf(link));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        "This invitation was sent to another e-mail address. Sign in with the address it was sent to, or ask to be invited at yours.",
      );
    }
    const [row] = await server.ctx.db
      .select()
      .from(invites)
      .where(and(eq(invites.initiativeId, initiative.id), eq(invites.email, email)));
    expect(row!.status).toBe("pending");
    const invitee = await identityToken(server, {
      uid: `inv-${unique()}`,
      email: email.toLowerCase(),
      emailVerified: true,
    });
    expect((await accept(server, invitee, tokenOf(link))).body.data).toEqual({
      initiative_id: initiative.id,
      role: "editor",
    });
  });

  it("an unverified address accepts nothing, neither by link nor at sign-in", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `unverified-${unique()}@example.com`;
    const link = (await invite(server, owner, initiative.id, email)).body.data.invite_link as string;
    const token = await identityToken(server, { uid: `unv-${unique()}`, email, emailVerified: false });
    const login = await server.request("POST", "/portal/user/login", { token });
    expect(login.status).toBe(200);
    const byLink = await accept(server, token, tokenOf(link));
    expect(byLink.status).toBe(403);
    expect(byLink.body.message).toContain("not verified");
    expect(await memberCount(server, initiative.id)).toBe(1);
    const list = await server.request("GET", "/portal/initiative", { token });
    expect(list.body.data.list.map((i: { id: string }) => i.id)).not.toContain(initiative.id);
  });

  it("an expired invitation is refused with its date; a resend renews it and the link works again", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `late-${unique()}@example.com`;
    const created = (await invite(server, owner, initiative.id, email)).body.data;
    // INVITE_TTL_DAYS (14) from now.
    const ttl = new Date(created.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(14 * 86_400_000);
    await server.ctx.db
      .update(invites)
      .set({ expiresAt: new Date("2026-01-02T00:00:00Z") })
      .where(eq(invites.id, created.id));
    const token = await identityToken(server, { uid: `late-${unique()}`, email, emailVerified: true });
    const expired = await accept(server, token, tokenOf(created.invite_link));
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(
      "This invitation expired on 2026-01-02. Ask the person who invited you to resend it.",
    );
    // Sign-in does not accept it either.
    await server.request("POST", "/portal/user/login", { token });
    expect(await memberCount(server, initiative.id)).toBe(1);
    await server.ctx.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(mailOutbox.inviteId, created.id));
    const resend = await server.request(
      "POST",
      `/portal/initiatives/${initiative.id}/collaborators/invite/${created.id}/resend`,
      { token: owner.token },
    );
    expect(resend.body.data).toBe(true);
    expect((await accept(server, token, tokenOf(created.invite_link))).status).toBe(200);
  });

  it("keeps only the hash of the token", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const link = (await invite(server, owner, initiative.id, `hash-${unique()}@example.com`)).body.data
      .invite_link as string;
    const [row] = await server.ctx.db.select().from(invites).where(eq(invites.initiativeId, initiative.id));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("allows 20 invitations per user per hour, even when sent at once; the 21st is 429 with Retry-After", async () => {
    const owner = await createUser(server);
    const first = await createInitiative(server, owner);
    const second = await createInitiative(server, owner);
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        invite(server, owner, i % 2 ? first.id : second.id, `bulk-${i}-${unique()}@example.com`),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body.error).toBe("rate_limited");
    expect(refused[0]!.body.message).toBe(
      "You have sent 20 invitations in the last hour, the most allowed. Try again in 60 minutes.",
    );
    const retryAfter = Number(refused[0]!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    // Refused invitations left nothing behind; another user is not affected.
    const rows = await server.ctx.db.select().from(invites).where(eq(invites.invitedBy, owner.id));
    expect(rows).toHaveLength(20);
    const other = await createUser(server);
    const theirs = await createInitiative(server, other);
    expect((await invite(server, other, theirs.id, `fine-${unique()}@example.com`)).status).toBe(200);
  });
});

/** A hostile initiative name, as an editor could set it. */
const PHISHING_NAME = 'URGENT: verify your account at http://evil.example/login <a href="x">now</a>';

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

describe.each(dbKinds())("invitation mail over SMTP on %s", (kind) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const smtp = useStarted("smtp sink", startSmtpSink);
  const server = useStarted("server", () =>
    startTestServer(
      kind,
      { SMTP_URL: smtp.url, PUBLIC_URL: "https://planner.example.com", MAIL_RETRY_BACKOFF_MS: "100,100" },
      [],
      { logger: { level: "trace", stream } },
    ),
  );

  it("sends a fixed subject and inert user text; the link is the only link", async () => {
    const owner = await createUser(server, { name: "Sam http://inviter.example/x" });
    const initiative = await createInitiative(server, owner);
    // Renamed once planned, so the proposal does not name it afterwards.
    await waitForStatus(server, owner, initiative.id, "WORKSTREAM_CREATED");
    const rename = await server.request("PUT", `/portal/initiative/${initiative.id}`, {
      token: owner.token,
      body: { name: PHISHING_NAME },
    });
    expect(rename.status).toBe(200);
    const email = `mail-${unique()}@example.com`;
    expect((await invite(server, owner, initiative.id, email)).status).toBe(200);
    const mail = await eventually(async () => smtp.received.find((m) => m.to.includes(email)));
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toMatch(/^Subject: You have been invited to collaborate on Initiative Planner\r?$/m);
    expect(decoded).not.toContain("evil.example");
    expect(decoded).not.toContain("inviter.example");
    expect(decoded).toContain("http[:]//evil[.]example/login");
    const html = decoded.slice(decoded.indexOf("Content-Type: text/html"));
    expect(html).toContain("&lt;a href=&quot;x&quot;&gt;now&lt;/a&gt;");
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="https://planner.example.com/invite/');
    // Delivered: the outbox keeps neither the token nor the link.
    const token = inviteTokenFrom(mail.raw);
    const rows = await eventually(async () => {
      const found = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return found[0]?.status === "sent" ? found : undefined;
    });
    expect(rows[0]!.linkToken).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("logs no invitation token: not the mail, not /invite/<token>, not the accept body", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `logs-${unique()}@example.com`;
    await invite(server, owner, initiative.id, email);
    const mail = await eventually(async () => smtp.received.find((m) => m.to.includes(email)));
    const token = inviteTokenFrom(mail.raw);
    await server.request("GET", `/invite/${token}`);
    await server.request("GET", `/invite/${token}?from=mail`);
    const invitee = await server.token(email);
    expect((await accept(server, invitee, token)).status).toBe(200);
    await accept(server, invitee, token);
    await server.request("POST", "/portal/invites/accept", {
      token: invitee,
      rawBody: `{"token":"${token}"`,
      headers: { "content-type": "application/json" },
    });
    const log = lines.join("");
    expect(log).toContain("/invite/[redacted]");
    expect(log).toContain("mail delivered");
    expect(log).not.toContain(token);
  });

  it("retries a refused mail after the back-off, then delivers it and clears the error", async () => {
    const owner = await createUser(server);
    const initiative = await createInitiative(server, owner);
    const email = `retry-${unique()}@example.com`;
    smtp.failNext(1);
    const created = (await invite(server, owner, initiative.id, email)).body.data;
    const delivered = await eventually(async () => {
      const [row] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.inviteId, created.id));
      return row?.status === "sent" ? row : undefined;
    });
    expect(delivered.attempts).toBe(2);
    expect(delivered.lastError).toBeNull();
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    const pending = await server.request(
      "GET",
      `/portal/initiatives/${initiative.id}/collaborators/pendingInvites`,
      { token: owner.token },
    );
    expect(pending.body.data[0]).toMatchObject({ last_error: null });
    expect(pending.body.data[0].last_sent_at).not.toBeNull();
  });

  it("two senders on one database deliver every mail exactly once", async () => {
    const url = (server.ctx.database as { url?: string | null }).url ?? null;
    // A second "process": its own pool on PostgreSQL (PGlite has one session, shared).
    const other = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : server.ctx.database;
    const second = startMailSender({
      db: other.db,
      mailer: createSmtpMailer({ smtpUrl: smtp.url, from: "Initiative Planner <no-reply@localhost>" }),
      smtpUrl: smtp.url,
      linkOf: (token) => `https://planner.example.com/invite/${token}`,
      log: { info() {}, warn() {} },
      pollMs: 5,
      backoffMs: [100],
    });
    try {
      const owner = await createUser(server);
      const initiative = await createInitiative(server, owner);
      const emails = Array.from({ length: 12 }, (_, i) => `twice-${i}-${unique()}@example.com`);
      await Promise.all(emails.map((email) => invite(server, owner, initiative.id, email, "viewer")));
      await eventually(async () => emails.every((email) => smtp.received.some((m) => m.to.includes(email))));
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const email of emails) expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      const rows = await server.ctx.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(sql`${mailOutbox.to} like 'twice-%'`);
      expect(rows.map((r) => r.status)).toEqual(emails.map(() => "sent"));
    } finally {
      await second.stop();
      if (url) await other.close();
    }
  });
});
