import net from "node:net";

/*
 * Which peers may speak for the client (X-Forwarded-For, -Proto, -Host): the addresses
 * TRUST_PROXY names. "false" (or empty) trusts nobody; "true" or "loopback" trusts a
 * proxy on this machine; otherwise a comma-separated list of addresses and CIDR ranges
 * ("10.0.0.5, 172.16.0.0/12, loopback"). A peer outside the list cannot walk around the
 * per-address limits with a made-up X-Forwarded-For (docs/decisions/014-security-hardening.md).
 */
export type TrustedProxies = {
  /** True when at least one proxy address is trusted. */
  readonly any: boolean;
  /** Is this peer a trusted proxy? */
  trusts(address: string | undefined): boolean;
};

const LOOPBACK: Array<[string, number, "ipv4" | "ipv6"]> = [
  ["127.0.0.0", 8, "ipv4"],
  ["::1", 128, "ipv6"],
];

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
export function plainAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/** Parse TRUST_PROXY; throws with the entry that is not an address or a range. */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const value = (raw ?? "").trim().toLowerCase();
  const list = new net.BlockList();
  let any = false;
  if (value !== "" && value !== "false" && value !== "0") {
    const entries =
      value === "true" || value === "1"
        ? ["loopback"]
        : value
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
    for (const entry of entries) {
      if (entry === "loopback") {
        for (const [network, prefix, family] of LOOPBACK) list.addSubnet(network, prefix, family);
      } else {
        const [address, prefixText] = entry.split("/");
        const family = net.isIPv4(address) ? "ipv4" : net.isIPv6(address) ? "ipv6" : null;
        const prefix = prefixText === undefined ? (family === "ipv4" ? 32 : 128) : Number(prefixText);
        const max = family === "ipv4" ? 32 : 128;
        if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max) {
          throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or "loopback".`);
        }
        list.addSubnet(address, prefix, family);
      }
      any = true;
    }
  }
  return {
    any,
    trusts(address) {
      if (!any || !address) return false;
      const plain = plainAddress(address);
      const family = net.isIPv4(plain) ? "ipv4" : net.isIPv6(plain) ? "ipv6" : null;
      return family !== null && list.check(plain, family);
    },
  };
}

/**
 * The client's address. The socket's peer, unless that peer is a trusted proxy: then
 * X-Forwarded-For is read from the right, skipping trusted proxies, and the first hop
 * that is not one is the client. What a client wrote itself (the left part) is never
 * believed past an untrusted hop.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const socket = peer ? plainAddress(peer) : "unknown";
  if (!trusted.trusts(socket) || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((s) => plainAddress(s))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (net.isIP(hop) === 0) return socket; // garbage: believe only the socket
    if (!trusted.trusts(hop)) return hop;
  }
  return hops[0] ?? socket;
}
