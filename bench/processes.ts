import fs from "node:fs";

/**
 * `pid` and all its descendants (a cluster primary and its workers), from /proc: the
 * bench counts their CPU as the server's, and stops them with it. Just `[pid]` where
 * there is no /proc.
 */
export function processTree(pid: number): number[] {
  if (!fs.existsSync("/proc/self/stat")) return [pid];
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // Field 4, after the command name in parentheses (which may hold spaces).
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}
