import { describe, expect, it } from "vitest";
import { onceAcrossRuns, withRerunMemory } from "./rerun-memory.server";

describe("onceAcrossRuns", () => {
  it("inside one memory, a committed write runs once however often it is asked", () => {
    let writes = 0;
    const write = () => onceAcrossRuns("count:a", () => ++writes, () => true);
    withRerunMemory(() => {
      expect(write()).toEqual({ done: false, result: 1 });
      // A nested memory is the same one: the request's.
      withRerunMemory(() => expect(write()).toEqual({ done: true }));
      expect(onceAcrossRuns("count:b", () => ++writes, () => true)).toEqual({ done: false, result: 2 });
    });
    expect(writes).toBe(2);
  });

  it("a write that may still roll back (not committed) runs again", () => {
    let writes = 0;
    withRerunMemory(() => {
      onceAcrossRuns("count:a", () => ++writes, () => false);
      onceAcrossRuns("count:a", () => ++writes, () => false);
    });
    expect(writes).toBe(2);
  });

  it("without a memory, and in another request's memory, the write runs each time", () => {
    let writes = 0;
    onceAcrossRuns("count:a", () => ++writes, () => true);
    onceAcrossRuns("count:a", () => ++writes, () => true);
    withRerunMemory(() => onceAcrossRuns("count:a", () => ++writes, () => true));
    withRerunMemory(() => onceAcrossRuns("count:a", () => ++writes, () => true));
    expect(writes).toBe(4);
  });
});
