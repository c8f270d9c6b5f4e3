import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "./compose";
import { ConfigError, parseConfig } from "./config";
import { loggerOptions } from "./http/logger";

/** The built SPA, unless WEB_DIST points elsewhere. */
function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, "..", "..", "web", "dist");
}

function version(): string {
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    return (
      (JSON.parse(readFileSync(join(here, "..", "..", "..", "package.json"), "utf8")) as { version?: string })
        .version ?? "0.0.0"
    );
  } catch {
    return "0.0.0";
  }
}

async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config = { ...config, webDist: config.webDist ?? defaultWebDist() };
  const { app, ctx } = await createServer(config, {
    version: version(),
    logger: loggerOptions(config.logLevel),
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace("[::1]", "localhost");
  app.log.info(
    `Initiative Planner listening on ${shown} (database: ${ctx.database.kind}, auth: ${config.auth.mode}, planner: ${config.llm.provider})`,
  );
  console.log(`Initiative Planner is running at ${config.publicUrl ?? shown}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests and closing the database`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
