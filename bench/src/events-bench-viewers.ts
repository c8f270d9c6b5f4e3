// The events benchmark's viewers, in a process of their own so the server's memory and event loop are its own:
// plain HTTP clients holding `GET /portal/events?initiatives=…` open, as the browsers' shared connection does
// (decision 090), and noting when each `plan_saved` reached them (wall-clock ms, comparable across processes).
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { onSseBlocks } from "./sse-blocks";

export interface ViewerStream {
  port: number;
  token: string;
  initiativeId: string;
}

export type ViewerCommand =
  | { type: "open"; streams: ViewerStream[] }
  | { type: "report" }
  | { type: "close" };
export type ViewerReply =
  | { type: "opened"; ok: number; failed: number }
  /** Per saved version, when each viewer received it (index = viewer). */
  | { type: "report"; received: Record<number, Array<number | null>> };

const now = () => performance.timeOrigin + performance.now();
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const received: Record<number, Array<number | null>> = {};
const requests: Array<ReturnType<typeof request>> = [];
let viewers = 0;

function onBlock(viewer: number, block: string) {
  let type = "";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event: ")) type = line.slice(7);
    else if (line.startsWith("data: ")) data += line.slice(6);
  }
  if (type !== "plan_saved") return;
  const { version } = JSON.parse(data) as { version: number };
  received[version] ??= Array.from({ length: viewers }, () => null);
  received[version][viewer] ??= now();
}

/** Opens one viewer; resolves with the status once the response's headers are in. */
function open(viewer: number, { port, token, initiativeId }: ViewerStream): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: `/portal/events?initiatives=${initiativeId}`,
        agent,
        headers: { accept: "text/event-stream", "x-user-authorization-token": token },
      },
      (res) => {
        resolve(res.statusCode ?? 0);
        onSseBlocks(res, (block) => onBlock(viewer, block));
        res.on("error", () => undefined);
      },
    );
    req.on("error", () => resolve(0));
    req.end();
    requests.push(req);
  });
}

process.on("message", async (command: ViewerCommand) => {
  const reply = (message: ViewerReply) => process.send?.(message);
  if (command.type === "open") {
    viewers = command.streams.length;
    const statuses = await Promise.all(command.streams.map((stream, i) => open(i, stream)));
    const ok = statuses.filter((status) => status === 200).length;
    reply({ type: "opened", ok, failed: statuses.length - ok });
  } else if (command.type === "report") reply({ type: "report", received });
  else {
    for (const req of requests) req.destroy();
    agent.destroy();
    process.exit(0);
  }
});
