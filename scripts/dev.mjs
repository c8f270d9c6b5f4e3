// `npm run dev`: the API in watch mode and the Vite dev server, in one terminal.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => {
  if (code && code !== 0) stop();
});
