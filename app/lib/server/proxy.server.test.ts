import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTrustProxy, resolveClientAddress } from "./proxy.server";

describe("TRUST_PROXY", () => {
  it("trusts nobody when false or empty, loopback when true", () => {
    for (const raw of [undefined, "", "false", "0"]) {
      expect(parseTrustProxy(raw).trusts("127.0.0.1"), String(raw)).toBe(false);
    }
    const loopback = parseTrustProxy("true");
    expect(loopback.trusts("127.0.0.1")).toBe(true);
    expect(loopback.trusts("::ffff:127.0.0.1")).toBe(true);
    expect(loopback.trusts("::1")).toBe(true);
    expect(loopback.trusts("10.0.0.1")).toBe(false);
  });

  it("takes a list of addresses and ranges, and refuses anything else", () => {
    const trusted = parseTrustProxy("10.0.0.5, 172.16.0.0/12, fd00::/8");
    expect(trusted.trusts("10.0.0.5")).toBe(true);
    expect(trusted.trusts("10.0.0.6")).toBe(false);
    expect(trusted.trusts("172.31.255.1")).toBe(true);
    expect(trusted.trusts("fd12::1")).toBe(true);
    expect(trusted.trusts("127.0.0.1")).toBe(false);
    for (const bad of ["yes", "10.0.0.300", "10.0.0.0/33", "example.com"]) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("the client address", () => {
  const proxy = parseTrustProxy("10.0.0.5");

  it("is the socket's peer when the peer is not a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress("203.0.113.7", "1.2.3.4", proxy)).toBe("203.0.113.7");
    expect(resolveClientAddress("127.0.0.1", "1.2.3.4", parseTrustProxy("false"))).toBe("127.0.0.1");
  });

  it("is the hop the trusted proxy appended, never what the client wrote before it", () => {
    expect(resolveClientAddress("10.0.0.5", "198.51.100.1", proxy)).toBe("198.51.100.1");
    expect(resolveClientAddress("::ffff:10.0.0.5", "6.6.6.6, 198.51.100.1", proxy)).toBe("198.51.100.1");
    // Two proxies in a row, both trusted: the first untrusted hop from the right.
    expect(resolveClientAddress("10.0.0.5", "6.6.6.6, 198.51.100.1, 10.0.0.5", proxy)).toBe("198.51.100.1");
    expect(resolveClientAddress("10.0.0.5", "not-an-address", proxy)).toBe("10.0.0.5");
  });

  it("never lets an untrusted peer choose its address (generated headers)", () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string()), { maxLength: 5 }), (peer, hops) => {
        fc.pre(peer !== "10.0.0.5");
        expect(resolveClientAddress(peer, hops.join(", "), proxy)).toBe(peer);
      }),
    );
  });
});
