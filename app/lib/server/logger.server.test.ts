import { afterEach, describe, expect, it } from "vitest";
import { runInRequestContext, setRequestUser } from "./client-address.server";
import { captureLogs, logChannel, logger, logLevelOf } from "./logger.server";

/* The one logger: JSON lines with level, time and message; the request's id and user within a request. */
let capture: ReturnType<typeof captureLogs> | undefined;
afterEach(() => capture?.stop());

describe("the logger", () => {
  it("writes one JSON object per line: level, ISO time, process id, message and fields", () => {
    capture = captureLogs("info");
    logger.info({ mailId: 3 }, "mail sent");
    logger.debug("below the level");
    logger.info("the next line");
    expect(capture.lines).toEqual([
      { level: "info", time: expect.any(String), pid: process.pid, mailId: 3, msg: "mail sent" },
      // A line's fields stay on that line.
      { level: "info", time: expect.any(String), pid: process.pid, msg: "the next line" },
    ]);
    expect(new Date(capture.lines[0].time).toISOString()).toBe(capture.lines[0].time);
  });

  it("names the request (reqId) within one, and its user (userId) once the session said who", async () => {
    capture = captureLogs("info");
    logger.info("outside");
    await runInRequestContext({ remoteAddress: "203.0.113.9", reqId: "req-1" }, async () => {
      logger.info("anonymous so far");
      await Promise.resolve();
      setRequestUser(42);
      logger.warn("signed in");
      logChannel("security").info({ event: "password_changed" }, "password_changed");
    });
    const [outside, anonymous, signedIn, security] = capture.lines;
    expect(outside).not.toHaveProperty("reqId");
    expect(outside).not.toHaveProperty("userId");
    expect(anonymous).toMatchObject({ reqId: "req-1", msg: "anonymous so far" });
    expect(anonymous).not.toHaveProperty("userId");
    expect(signedIn).toMatchObject({ level: "warn", reqId: "req-1", userId: 42 });
    expect(security).toMatchObject({ level: "info", channel: "security", reqId: "req-1", userId: 42, event: "password_changed" });
  });

  it("logs an error with its type, message and stack in the same line", () => {
    capture = captureLogs("info");
    logger.error({ err: new TypeError("no such table: communities") }, "GET /browse failed");
    expect(capture.lines[0]).toMatchObject({
      level: "error",
      msg: "GET /browse failed",
      err: { type: "TypeError", message: "no such table: communities", stack: expect.stringContaining("logger.server.test.ts") },
    });
  });

  it("writes a password, token, session id or cookie that slips in as [redacted]", () => {
    capture = captureLogs("info");
    logger.info(
      {
        password: "kopi-tubruk-88",
        newPassword: "x",
        token: "t",
        headers: { cookie: "__session=abc", "set-cookie": "__session=def", accept: "text/html" },
      },
      "oops",
    );
    const line = JSON.stringify(capture.lines[0]);
    expect(line).not.toMatch(/kopi-tubruk-88|__session=|"x"|"t"/);
    expect(capture.lines[0]).toMatchObject({
      password: "[redacted]",
      newPassword: "[redacted]",
      token: "[redacted]",
      headers: { cookie: "[redacted]", "set-cookie": "[redacted]", accept: "text/html" },
    });
  });

  it("keeps a channel's info lines when LOG_LEVEL asks for errors only; silent stops everything", () => {
    capture = captureLogs("error");
    logger.info("request line, dropped");
    logChannel("security").info({ event: "sign_in" }, "sign_in");
    expect(capture.lines.map((l) => l.msg)).toEqual(["sign_in"]);
    capture.stop();
    capture = captureLogs("silent");
    logChannel("security").info({ event: "sign_in" }, "sign_in");
    logger.fatal("nothing");
    expect(capture.lines).toEqual([]);
  });
});

describe("LOG_LEVEL", () => {
  it("is info by default, silent under tests, any level by name, and refuses anything else", () => {
    expect(logLevelOf(undefined, "production")).toBe("info");
    expect(logLevelOf("", "development")).toBe("info");
    expect(logLevelOf(undefined, "test")).toBe("silent");
    expect(logLevelOf(" Debug ", "test")).toBe("debug");
    expect(logLevelOf("warn", "production")).toBe("warn");
    expect(() => logLevelOf("loud", "production")).toThrow(
      'LOG_LEVEL must be one of silent, fatal, error, warn, info, debug, trace (or empty: info), not "loud"',
    );
  });
});
