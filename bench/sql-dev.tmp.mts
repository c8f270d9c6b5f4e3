import { openDatabase } from "../apps/api/src/db/client";
import { containsPattern, listPageQuery } from "../apps/api/src/modules/initiatives/queries";
const d = await openDatabase({ dataDir: "memory://" });
const q = listPageQuery(d.db, { userId: "bench-user-1", pattern: process.argv[2] ? containsPattern(process.argv[2]) : null }, Number(process.argv[3] ?? 0), 10).toSQL();
let text = q.sql;
q.params.forEach((p, i) => { text = text.replace(new RegExp(`\\$${i + 1}(?!\\d)`), typeof p === "number" ? String(p) : `'${p}'`); });
console.log(text + ";");
await d.close();
