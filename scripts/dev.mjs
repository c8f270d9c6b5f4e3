// `npm run dev`: the API in watch mode and the Vite dev server, in one terminal.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// npm runs each workspace script in its own folder; keep the data where `npm start` keeps it.
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL("../data", import.meta.url));
const env = { ...process.env, DATA_DIR: dataDir };

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], { stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    if (code && code !== 0) stop();
  });
