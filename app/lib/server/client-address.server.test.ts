import { describe, expect, it } from "vitest";
import { runWithClientAddress, writeOncePerRequest } from "./client-address.server";

describe("writeOncePerRequest", () => {
  it("in one request, a committed write runs once however often its work runs again", () => {
    let writes = 0;
    runWithClientAddress("203.0.113.1", () => {
      expect(
        writeOncePerRequest(
          "count:a",
          () => ++writes,
          () => true,
        ),
      ).toEqual({ done: false, result: 1 });
      expect(
        writeOncePerRequest(
          "count:a",
          () => ++writes,
          () => true,
        ),
      ).toEqual({ done: true });
      // Another write of the same request is its own.
      expect(
        writeOncePerRequest(
          "count:b",
          () => ++writes,
          () => true,
        ),
      ).toEqual({ done: false, result: 2 });
    });
    expect(writes).toBe(2);
  });

  it("a write that may still roll back (not committed) runs again", () => {
    let writes = 0;
    runWithClientAddress("203.0.113.1", () => {
      writeOncePerRequest(
        "count:a",
        () => ++writes,
        () => false,
      );
      writeOncePerRequest(
        "count:a",
        () => ++writes,
        () => false,
      );
    });
    expect(writes).toBe(2);
  });

  it("each request, and work outside a request, writes for itself", () => {
    let writes = 0;
    writeOncePerRequest(
      "count:a",
      () => ++writes,
      () => true,
    );
    writeOncePerRequest(
      "count:a",
      () => ++writes,
      () => true,
    );
    runWithClientAddress("203.0.113.1", () =>
      writeOncePerRequest(
        "count:a",
        () => ++writes,
        () => true,
      ),
    );
    runWithClientAddress("203.0.113.1", () =>
      writeOncePerRequest(
        "count:a",
        () => ++writes,
        () => true,
      ),
    );
    expect(writes).toBe(4);
  });
});
