import { beforeEach, describe, expect, it } from "vitest";
import { makeInitiative } from "../test/fixtures";
import { clearInitiativeListCache, readListCache, writeListCache } from "./list-cache";

const page = { list: [makeInitiative()], total_items: 1, current_page: 0, total_pages: 1 };
const key = { userId: "uid-ada", page: 1, search: "" };

beforeEach(() => sessionStorage.clear());

describe("initiative list cache", () => {
  it("keeps pages apart by user, page and search", () => {
    const now = Date.parse("2025-06-01T12:00:00");
    writeListCache(key, page, now);
    expect(readListCache(key, now)).toEqual(page);
    expect(readListCache({ ...key, userId: "uid-bob" }, now)).toBeNull();
    expect(readListCache({ ...key, page: 2 }, now)).toBeNull();
    expect(readListCache({ ...key, search: "seed" }, now)).toBeNull();
  });

  it("drops a page from yesterday even within 5 minutes", () => {
    writeListCache(key, page, new Date("2025-06-01T23:58:00").getTime());
    expect(readListCache(key, new Date("2025-06-02T00:01:00").getTime())).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("is emptied for every user by clearInitiativeListCache, leaving other keys alone", () => {
    const now = Date.now();
    writeListCache(key, page, now);
    writeListCache({ ...key, userId: "uid-bob" }, page, now);
    sessionStorage.setItem("post-login-redirect", "/initiatives");
    clearInitiativeListCache();
    expect(readListCache(key, now)).toBeNull();
    expect(readListCache({ ...key, userId: "uid-bob" }, now)).toBeNull();
    expect(sessionStorage.getItem("post-login-redirect")).toBe("/initiatives");
  });
});
