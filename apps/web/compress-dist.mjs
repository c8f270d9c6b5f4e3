// Writes .br and .gz beside every built text asset so the API serves them pre-compressed
// (@fastify/static `preCompressed`): no compression work per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = new URL("./dist", import.meta.url).pathname;
let files = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|css|html|svg|json)$/.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files++;
    }
  }
}
walk(dist);
console.log(`web: pre-compressed ${files} assets (br, gz)`);
