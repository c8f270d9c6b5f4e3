import pinoPretty from "pino-pretty";

/** Where log lines go: the process's stdout, or a stand-in with the same `isTTY` flag in tests. */
export type LogDestination = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * Readable lines for a person at a terminal (pino-pretty), one JSON object per line for machines
 * (log shippers, `docker logs`, files) — chosen by whether stdout is a terminal.
 */
export function loggerOptions(level: string, destination: LogDestination = process.stdout) {
  if (!destination.isTTY) return { level, stream: destination };
  return {
    level,
    stream: pinoPretty({
      destination,
      colorize: true,
      translateTime: "SYS:HH:MM:ss",
      ignore: "pid,hostname",
      singleLine: true,
      sync: true,
    }),
  };
}
