import type Database from "better-sqlite3";
import { communitySlug } from "../app/utils/community-page";
import { PACKAGE_KINDS } from "../app/utils/enums";

/*
 * The packages of the bench data (docs/product.md, "Packages"), called by bench/seed.ts
 * inside its one transaction, after the reviews: `packages` rows (default 2 per
 * community: 200,000 for 100k) spread over the verified communities, 1 to 10 each
 * (MAX_PACKAGES), a tenth paused, each on one of its community's platforms or OFFLINE,
 * numbered in the owner's order; the bench owner's community gets the most a community
 * may have (10), so its Packages screen and its public page show a full list. Also the
 * public pages bench/pages.ts times: the bench owner's community's and the most reviewed
 * verified listed community's (its reviews paged). Its own PRNG stream.
 */

/** As MAX_PACKAGES of app/validation/package.ts. */
const MAX_PACKAGES = 10;

export type PackageSeedContext = {
  sqlite: Database.Database;
  r: () => number;
  now: number;
  /** Packages wanted in all. */
  packages: number;
  /** Communities 1..n are the generated ones; id % 1000 < 10 are not listed. */
  n: number;
  benchOwnerCommunityId: number;
};

export type PackageSeedResult = {
  packages: number;
  paused: number;
  communitiesWithPackages: number;
  /** The public page of the bench owner's community: "/c/<id>-<slug>". */
  communityPage: string;
  /** The public page of the most reviewed verified, listed community. */
  reviewedCommunityPage: string;
  /** One of the bench owner's packages (its edit dialog). */
  benchPackage: number;
};

const TITLES: Record<string, readonly string[]> = {
  ONLINE_POST: ["1 postingan grup", "Postingan feed + story", "Ulasan produk di grup"],
  BROADCAST: ["Broadcast grup WA", "Pesan tersemat 24 jam", "Pengumuman di kanal"],
  LIVE_SESSION: ["Sesi live 30 menit", "Live bareng admin", "Webinar komunitas"],
  EVENT_SPONSORSHIP: ["Sponsor kopdar bulanan", "Sponsor acara tahunan", "Nama brand di banner acara"],
  BOOTH: ["Booth di kopdar", "Sampling produk", "Meja brand di acara"],
  OTHER: ["Paket kolaborasi", "Konten bersama", "Survei anggota"],
};

const DESCRIPTIONS = [
  "Satu kali tayang untuk seluruh anggota, dengan tautan ke halaman brand.",
  "Disiapkan bersama admin komunitas dan dijadwalkan sesuai kesepakatan.",
  "Termasuk laporan jangkauan dan tangkapan layar setelah tayang.",
  "Cocok untuk peluncuran produk baru; anggota boleh bertanya langsung.",
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

export function seedPackages(ctx: PackageSeedContext): PackageSeedResult {
  const { sqlite, r, now } = ctx;
  const verified = sqlite.prepare("SELECT id, platforms FROM communities WHERE is_verified = 1 ORDER BY id").all() as {
    id: number;
    platforms: string;
  }[];
  const insert = sqlite.prepare(
    `INSERT INTO packages (community_id, title, description, kind, platform, price, delivery_days, brand_provides, active, position, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let made = 0;
  let paused = 0;
  let communities = 0;
  let benchPackage = 0;
  const write = (communityId: number, platforms: string, count: number) => {
    let types: string[] = [];
    try {
      types = (JSON.parse(platforms) as { type: string }[]).map((p) => p.type);
    } catch {
      types = [];
    }
    for (let position = 0; position < count; position++) {
      const kind = pick(r, PACKAGE_KINDS);
      const offline = kind === "EVENT_SPONSORSHIP" || kind === "BOOTH" || types.length === 0;
      const active = r() >= 0.1;
      const created = now - Math.floor(r() * 180) * 86_400_000;
      const { lastInsertRowid } = insert.run(
        communityId,
        pick(r, TITLES[kind]!),
        pick(r, DESCRIPTIONS),
        kind,
        offline ? "OFFLINE" : pick(r, types),
        // Rp 250.000 to Rp 10.000.000, in steps of Rp 50.000.
        250_000 + Math.floor(r() * 196) * 50_000,
        1 + Math.floor(r() * 30),
        r() < 0.7 ? "Teks, gambar dan tautan." : "",
        active ? 1 : 0,
        position,
        created,
        created,
      );
      if (communityId === ctx.benchOwnerCommunityId && !benchPackage) benchPackage = Number(lastInsertRowid);
      made++;
      if (!active) paused++;
    }
    if (count > 0) communities++;
  };
  const bench = verified.find((c) => c.id === ctx.benchOwnerCommunityId);
  if (bench) write(bench.id, bench.platforms, MAX_PACKAGES);
  // The others: 1-10 each (about 3 on average), verified communities in a shuffled walk until the target.
  const others = verified.filter((c) => c.id !== ctx.benchOwnerCommunityId);
  const average = others.length ? Math.max(1, (ctx.packages - made) / others.length) : 0;
  for (const c of others) {
    if (made >= ctx.packages) break;
    const count = Math.min(MAX_PACKAGES, ctx.packages - made, Math.max(1, Math.round(average * 2 * r())));
    write(c.id, c.platforms, count);
  }

  const pageOf = (row: { id: number; name: string }) => `/c/${row.id}-${communitySlug(row.name)}`;
  const benchRow = sqlite.prepare("SELECT id, name FROM communities WHERE id = ?").get(ctx.benchOwnerCommunityId) as {
    id: number;
    name: string;
  };
  const reviewed = sqlite
    .prepare(
      `SELECT id, name FROM communities WHERE is_verified = 1 AND id <= ? AND id % 1000 >= 10
       ORDER BY rating_count DESC, id LIMIT 1`,
    )
    .get(ctx.n) as { id: number; name: string } | undefined;
  return {
    packages: made,
    paused,
    communitiesWithPackages: communities,
    communityPage: pageOf(benchRow),
    reviewedCommunityPage: pageOf(reviewed ?? benchRow),
    benchPackage,
  };
}
