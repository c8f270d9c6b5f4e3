// People: accounts, dev sign-in refresh tokens and personal access tokens.

import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./schema-columns";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    picture: text("picture"),
    workstream: text("workstream"),
    authProvider: text("auth_provider").notNull(),
    lastLoggedInAt: timestamp("last_logged_in_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index("users_email_idx").on(sql`lower(${t.email})`)],
);

/** Refresh tokens of the dev identity provider, stored hashed so a database leak reveals none. */
export const devRefreshTokens = pgTable("dev_refresh_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  uid: text("uid").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/**
 * Personal access tokens (issue 35, decision 080): only the SHA-256 of the secret is kept; `hint` is
 * the prefix and first characters, so a list can tell tokens apart without revealing them.
 */
export const personalAccessTokens = pgTable(
  "personal_access_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").$type<"read" | "write">().notNull(),
    tokenHash: text("token_hash").notNull(),
    hint: text("hint").notNull(),
    /** Whether the owner's e-mail was verified when they made it (ADMIN_EMAILS needs a verified address). */
    emailVerified: boolean("email_verified").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("personal_access_tokens_hash_idx").on(t.tokenHash),
    index("personal_access_tokens_user_idx").on(t.userId, t.createdAt),
    check("personal_access_tokens_scope_check", sql`${t.scope} in ('read', 'write')`),
  ],
);
