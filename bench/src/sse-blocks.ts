import type { IncomingMessage } from "node:http";

/** Calls `onBlock` with each complete server-sent-event block (the text before a blank line) as it arrives. */
export function onSseBlocks(res: IncomingMessage, onBlock: (block: string) => void) {
  res.setEncoding("utf8");
  let buffer = "";
  res.on("data", (text: string) => {
    buffer += text;
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onBlock(block);
    }
  });
}
