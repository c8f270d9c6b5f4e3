import { API_PREFIX } from "@initiative-planner/contract";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/raw-sql";
import { uploadFile } from "./documents-support";
import { createUser, type TestUser } from "./factories";
import {
  declaredSizeZipBomb,
  deeplyNested,
  flateBombPdf,
  manyPages,
  pageTreeBomb,
} from "./fixtures/hostile-documents";
import { startTestServer, type TestServer, useTestServer } from "./harness";
import { dbKinds } from "./test-db";

/** The page cap of the server under test: low, so that reading up to it stays quick on two cores. */
const MAX_PAGES = 40;

/**
 * Asks GET /portal/health every 100 ms until stopped and keeps the slowest answer: a document read
 * on the server's own thread would hold every answer back for as long as it reads (11.7 s for 5,000
 * pages before issue 30).
 */
function watchHealth(server: TestServer) {
  let worst = 0;
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${server.url}${API_PREFIX}/health`).catch(() => null);
      if (res?.status !== 200) failures += 1;
      await res?.arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { worstMs: Math.round(worst), failures };
  };
}

type Expected = { status: 200; pages: number; pagesRead: number } | { status: 400; message: RegExp };

const HOSTILE: Array<[string, string, () => Buffer, Expected]> = [
  [
    "a page tree claiming 1,000,000 pages",
    "tree.pdf",
    pageTreeBomb,
    { status: 200, pages: 1_000_000, pagesRead: MAX_PAGES },
  ],
  ["5,000 pages", "long.pdf", () => manyPages(5_000), { status: 200, pages: 5_000, pagesRead: MAX_PAGES }],
  [
    "a DOCX that declares 1,000 bytes and inflates to 100 MB",
    "bomb.docx",
    declaredSizeZipBomb,
    {
      status: 400,
      message: /zip bomb/,
    },
  ],
  ["arrays nested 100,000 deep", "nested.pdf", deeplyNested, { status: 400, message: /not a valid PDF/ }],
  ["a content stream inflating to 100 MB", "flate.pdf", flateBombPdf, { status: 400, message: /zip bomb/ }],
];

describe.each(dbKinds())("hostile documents on %s", (kind) => {
  const server = useTestServer(kind, { UPLOAD_MAX_PAGES: String(MAX_PAGES) });
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createUser(server);
  }, 120_000);

  for (const [what, name, build, expected] of HOSTILE) {
    it(`reads ${what} off the main thread: 200 with a page cap or a clear 4xx, health within 1 s`, async () => {
      const bytes = build();
      const stop = watchHealth(server);
      const started = performance.now();
      const res = await uploadFile(server, owner.token, name, bytes);
      const tookMs = Math.round(performance.now() - started);
      const health = await stop();
      if (process.env.HOSTILE_REPORT) {
        const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
        console.info(
          `${kind} ${what}: ${res.status} in ${tookMs} ms, worst health ${health.worstMs} ms, rss ${rssMb} MB`,
        );
      }
      expect(health).toMatchObject({ failures: 0 });
      expect(health.worstMs).toBeLessThan(1_000);
      expect(res.status, res.text).toBe(expected.status);
      if (expected.status === 200) {
        expect(res.body.data).toMatchObject({ pages: expected.pages, pages_read: expected.pagesRead });
        const [row] = await rowsOf<{ pages: number; pages_read: number; last_page: number }>(
          server.ctx.db,
          sql`select f.pages, f.pages_read, max(c.page)::int as last_page from files f
              join file_chunks c on c.file_id = f.id where f.id = ${res.body.data.id} group by f.id`,
        );
        expect(row).toEqual({ pages: expected.pages, pages_read: expected.pagesRead, last_page: MAX_PAGES });
      } else {
        expect(res.body).toMatchObject({ success: false, error: "validation_failed" });
        expect(res.body.message).toMatch(expected.message);
      }
    }, 120_000);
  }

  it("terminates a worker that reads past the time limit and answers a clear 400", async () => {
    const slow = await startTestServer(kind, { UPLOAD_EXTRACT_TIMEOUT_MS: "300" });
    try {
      const user = await createUser(slow);
      const res = await uploadFile(slow, user.token, "long.pdf", manyPages(2_000));
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(
        '"long.pdf" could not be read: reading it took too long. Try a smaller or simpler file.',
      );
      const [row] = await rowsOf<{ n: number }>(slow.ctx.db, sql`select count(*)::int as n from files`);
      expect(row!.n).toBe(0);
    } finally {
      await slow.close();
    }
  }, 120_000);
});
