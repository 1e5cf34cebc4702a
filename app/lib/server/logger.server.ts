import { createRequire } from "node:module";
import pino, { type DestinationStream, type Level, type LevelWithSilent, type Logger } from "pino";
import type { PrettyOptions } from "pino-pretty";
import { requestLogFields } from "./client-address.server";

/*
 * The server's one logger (pino): every line the server writes about itself goes through
 * it: the request log (one line per request, app/server/request-context.server.ts), the
 * errors, the background workers, the shutdown, and the security log, which is a channel
 * of it (security-log.server.ts). How to read it: docs/operations.md.
 *
 * - In production, one JSON object per line on standard output:
 *   {"level":"info","time":"2026-05-01T09:30:00.123Z","pid":4242,"reqId":"…","userId":7,"msg":"…", …}
 * - In development (NODE_ENV neither production nor test), readable lines by pino-pretty
 *   when it is installed (a devDependency); JSON lines when it is not.
 * - Under tests (NODE_ENV=test), nothing unless LOG_LEVEL asks.
 * Within a request every line carries the request's id (reqId) and, once its session is
 * read, the signed-in user's id (userId): the mixin reads them from the request context.
 * A line never holds a password, a token, a session id, a cookie or an e-mail's body;
 * should such a field slip in, it is written as "[redacted]".
 */

/** LOG_LEVEL's values, from the fewest lines to the most (silent: none). */
export const LOG_LEVELS = ["silent", "fatal", "error", "warn", "info", "debug", "trace"] as const;

/** LOG_LEVEL as a level: empty means info (silent under tests); anything unknown refuses to start. */
export function logLevelOf(raw: string | undefined, nodeEnv: string | undefined): LevelWithSilent {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "") return nodeEnv === "test" ? "silent" : "info";
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (or empty: info), not "${raw}". See .env.example.`);
  }
  return value as LevelWithSilent;
}

/** Readable lines for a developer's terminal (pino-pretty), or null for JSON lines. */
function prettyStream(nodeEnv: string | undefined): DestinationStream | null {
  if (nodeEnv === "production" || nodeEnv === "test") return null;
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: PrettyOptions) => DestinationStream;
    return pretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: "SYS:HH:MM:ss.l",
      // One line per request: its fields are in its message; the channel and user lead it.
      ignore: "pid,hostname,reqId,userId,channel,method,url,status,ms",
      messageFormat: (line, key) =>
        `${line.channel && line.channel !== "request" ? `[${line.channel}] ` : ""}${line[key]}${line.userId ? ` (user ${line.userId})` : ""}`,
    });
  } catch {
    // Not installed (npm ci --omit=dev): JSON lines, as in production.
    return null;
  }
}

/** Written as "[redacted]" should they slip into a line. Named paths only: a wildcard ("*.token") made every line several times slower. */
const REDACTED = [
  ...["password", "currentPassword", "newPassword", "passwordHash", "token", "sessionId", "cookie", "authorization"],
  ...["headers.cookie", "headers.authorization", "headers['set-cookie']"],
];

let output: DestinationStream = prettyStream(process.env.NODE_ENV) ?? pino.destination({ dest: 1, sync: true });

export const logger: Logger = pino(
  {
    level: logLevelOf(process.env.LOG_LEVEL, process.env.NODE_ENV),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // A new object each time: pino merges the line's own fields into it.
    mixin: () => requestLogFields() ?? {},
    redact: { paths: REDACTED, censor: "[redacted]" },
  },
  // Through `output`, so that a test can collect the lines (captureLogs).
  { write: (line: string) => output.write(line) },
);

/**
 * The logger of one channel (`{"channel": name}` on each line), e.g. the security log. A
 * channel's lines at info are written even when LOG_LEVEL asks only for warnings or
 * errors: only silent stops them.
 */
export function logChannel(name: string): Logger {
  const level = logger.level === "silent" || logger.levelVal <= pino.levels.values.info ? logger.level : "info";
  return logger.child({ channel: name }, { level });
}

/** A log line as written: JSON parsed. */
export type LogLine = { level: Level; time: string; msg: string; reqId?: string; userId?: number; channel?: string } & Record<
  string,
  unknown
>;

/** Collect the lines logged at `level` or above until `stop()` (tests). */
export function captureLogs(level: LevelWithSilent = "info"): { lines: LogLine[]; stop(): void } {
  const lines: LogLine[] = [];
  const previous = { output, level: logger.level };
  output = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  logger.level = level;
  return {
    lines,
    stop() {
      output = previous.output;
      logger.level = previous.level;
    },
  };
}
