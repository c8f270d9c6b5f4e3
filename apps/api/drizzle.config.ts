import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // One file per area (schema.ts re-exports the relational ones for the client).
  schema: "./src/db/schema-*.ts",
  out: "./drizzle",
});
