import type Database from "better-sqlite3";

/*
 * The bookings of the bench data (docs/product.md, "Bookings"), called by bench/seed.ts
 * inside its one transaction, after the money: `bookings` of them (default 0.5 per
 * community: 50,000 for 100k) by the advertisers of verified communities' packages, each
 * with its thread, as the model makes them:
 *  - a verified community booked gets a package of its own unless it has active ones
 *    (the packages' bench seed gives many theirs), and a booking copies its terms;
 *  - states: 8% REQUESTED and 4% COUNTERED (open: booked or countered within the last 3
 *    days, expiring 3 days after that step; at most one per advertiser and package and 20
 *    per advertiser, else it is EXPIRED), 20% ACCEPTED (its campaign, IN_PROGRESS or
 *    COMPLETED with the booking's price as agreed fee, settled outside Guyub: the money's
 *    bench seed bills the applications' campaigns), 38% DECLINED (by the owner with a
 *    reason, or a counter declined by the brand), 30% EXPIRED;
 *  - communities drawn with a skew (a fifth get 60% of the bookings);
 *  - the bench advertiser has 60 bookings in every state (its list pages), the bench
 *    owner's community 60 from many advertisers; `targets` names one of each to open, and
 *    a package the bench advertiser may book (its booking form).
 * Its own PRNG stream.
 */

const DAY = 24 * 60 * 60 * 1000;
const EXPIRY = 3 * DAY;
const OPEN_MAX = 20;
export const BENCH_PARTY_BOOKINGS = 60;

export type BookingSeedContext = {
  sqlite: Database.Database;
  r: () => number;
  now: number;
  bookings: number;
  benchOwnerCommunityId: number;
  benchAdvertiserId: number;
};

export type BookingSeedResult = {
  bookings: number;
  packages: number;
  campaigns: number;
  states: Record<string, number>;
  /** bench/pages.ts placeholders: a booking of each bench party to open, a package to book. */
  targets: { advertiserBooking: number; ownerBooking: number; bookablePackage: number };
};

type Pkg = {
  id: number;
  communityId: number;
  title: string;
  description: string;
  kind: string;
  platform: string;
  price: number;
  deliveryDays: number;
  brandProvides: string;
};

const PROMOTES = [
  "Peluncuran kopi susu gula aren kemasan baru",
  "Diskon aplikasi kasir untuk UMKM",
  "Webinar gratis keamanan siber",
  "Lomba foto produk skincare",
  "Promo langganan internet rumah",
  "Festival kuliner akhir pekan",
];
const REASONS = ["Jadwal kami penuh bulan ini.", "Produk ini kurang cocok untuk anggota kami.", "Anggaran belum sesuai."];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)];
}

const wibDate = (at: number) => new Date(at + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

export function seedBookings(ctx: BookingSeedContext): BookingSeedResult {
  const { sqlite, r, now } = ctx;
  const verified = sqlite.prepare("SELECT id, owner_id AS ownerId, name FROM communities WHERE is_verified = 1 ORDER BY id").all() as {
    id: number;
    ownerId: number;
    name: string;
  }[];
  const advertisers = (
    sqlite.prepare("SELECT id FROM users WHERE role = 'ADVERTISER' AND approval_status = 'APPROVED' ORDER BY id").pluck().all() as number[]
  ).filter((id) => id !== ctx.benchAdvertiserId);
  const bench = verified.find((c) => c.id === ctx.benchOwnerCommunityId);
  const empty = {
    bookings: 0,
    packages: 0,
    campaigns: 0,
    states: {},
    targets: { advertiserBooking: 0, ownerBooking: 0, bookablePackage: 0 },
  };
  if (!verified.length || !advertisers.length) return empty;

  const existing = sqlite.prepare(
    `SELECT id, community_id AS communityId, title, description, kind, platform, price, delivery_days AS deliveryDays, brand_provides AS brandProvides
     FROM packages WHERE community_id = ? AND active = 1 ORDER BY position, id`,
  );
  const insertPackage = sqlite.prepare(
    `INSERT INTO packages (community_id, title, description, kind, platform, price, delivery_days, brand_provides, active, position, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  let packagesMade = 0;
  const packagesOf = new Map<number, Pkg[]>();
  const packagesOfCommunity = (communityId: number): Pkg[] => {
    let list = packagesOf.get(communityId);
    if (list) return list;
    list = existing.all(communityId) as Pkg[];
    if (!list.length) {
      list = [0, 1].map((position) => {
        const pkg = {
          communityId,
          title: position === 0 ? "1 postingan grup WhatsApp" : "Sponsor kopdar bulanan",
          description:
            position === 0 ? "Satu unggahan promosi di grup utama, disematkan 24 jam." : "Logo, 5 menit presentasi dan booth sampling.",
          kind: position === 0 ? "ONLINE_POST" : "EVENT_SPONSORSHIP",
          platform: position === 0 ? "WHATSAPP" : "OFFLINE",
          price: (position === 0 ? 250_000 : 1_500_000) + Math.floor(r() * 8) * 50_000,
          deliveryDays: position === 0 ? 7 : 30,
          brandProvides: "Materi promosi.",
        };
        const at = now - 200 * DAY;
        const id = Number(
          insertPackage.run(
            communityId,
            pkg.title,
            pkg.description,
            pkg.kind,
            pkg.platform,
            pkg.price,
            pkg.deliveryDays,
            pkg.brandProvides,
            position,
            at,
            at,
          ).lastInsertRowid,
        );
        packagesMade += 1;
        return { id, ...pkg };
      });
    }
    packagesOf.set(communityId, list);
    return list;
  };

  const insertBooking = sqlite.prepare(
    `INSERT INTO bookings (package_id, community_id, advertiser_id, state, title, description, kind, platform, delivery_days, brand_provides,
       list_price, price, wished_date, promote, message, materials_url, counter_price, counter_date, counter_message, decline_reason, declined_by,
       campaign_id, expires_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, NULL, ?, ?, ?)`,
  );
  const insertThread = sqlite.prepare(
    `INSERT INTO threads (community_id, advertiser_id, booking_id, campaign_id, created_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const insertCampaign = sqlite.prepare(
    `INSERT INTO campaigns (booking_id, advertiser_id, community_id, state, agreed_fee, payment_state, search_text, completed_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'OUTSIDE', ?, ?, ?, ?)`,
  );
  const linkCampaign = sqlite.prepare(`UPDATE bookings SET campaign_id = ? WHERE id = ?`);

  const states: Record<string, number> = {};
  const openOf = new Map<number, number>();
  const openPairs = new Set<string>();
  let made = 0;
  let campaigns = 0;
  let advertiserBooking = 0;
  let ownerBooking = 0;

  const book = (advertiserId: number, community: { id: number; name: string }, wanted: string) => {
    const list = packagesOfCommunity(community.id);
    const pkg = pick(r, list);
    let state = wanted;
    const pair = `${advertiserId}/${pkg.id}`;
    if ((state === "REQUESTED" || state === "COUNTERED") && (openPairs.has(pair) || (openOf.get(advertiserId) ?? 0) >= OPEN_MAX))
      state = "EXPIRED";
    const open = state === "REQUESTED" || state === "COUNTERED";
    // Open ones had their last step within the expiry; the others any time in the last 180 days.
    const created = open ? now - Math.floor(r() * 2.5 * DAY) - 60_000 : now - 4 * DAY - Math.floor(r() * 176 * DAY);
    const stepped = open ? Math.min(now - 30_000, created + Math.floor(r() * (now - created))) : created + Math.floor(r() * 3 * DAY);
    const countered = state === "COUNTERED" || (state === "DECLINED" && r() < 0.3) || (state === "ACCEPTED" && r() < 0.3);
    const counterPrice = countered ? pkg.price + 50_000 * (1 + Math.floor(r() * 6)) : null;
    const price = counterPrice ?? pkg.price;
    const declinedBy = state === "DECLINED" ? (countered ? "ADVERTISER" : "OWNER") : null;
    const id = Number(
      insertBooking.run(
        pkg.id,
        community.id,
        advertiserId,
        state,
        pkg.title,
        pkg.description,
        pkg.kind,
        pkg.platform,
        pkg.deliveryDays,
        pkg.brandProvides,
        pkg.price,
        price,
        wibDate(created + 14 * DAY),
        pick(r, PROMOTES),
        r() < 0.6 ? "Mohon diunggah pada akhir pekan." : null,
        r() < 0.5 ? "https://drive.example.id/materi" : null,
        counterPrice,
        countered ? "Harga akhir pekan sedikit lebih tinggi." : null,
        declinedBy === "OWNER" ? pick(r, REASONS) : declinedBy === "ADVERTISER" && r() < 0.5 ? "Di luar anggaran." : null,
        declinedBy,
        open ? stepped + EXPIRY : null,
        created,
        stepped,
      ).lastInsertRowid,
    );
    let campaignId: number | null = null;
    if (state === "ACCEPTED") {
      const done = stepped < now - 30 * DAY;
      campaignId = Number(
        insertCampaign.run(
          id,
          advertiserId,
          community.id,
          done ? "COMPLETED" : "IN_PROGRESS",
          price,
          `${pkg.title} · ${community.name}`,
          done ? stepped + 20 * DAY : null,
          stepped,
          done ? stepped + 20 * DAY : stepped,
        ).lastInsertRowid,
      );
      linkCampaign.run(campaignId, id);
      campaigns += 1;
    }
    insertThread.run(community.id, advertiserId, id, campaignId, created);
    if (open) {
      openPairs.add(pair);
      openOf.set(advertiserId, (openOf.get(advertiserId) ?? 0) + 1);
    }
    states[state] = (states[state] ?? 0) + 1;
    made += 1;
    return { id, state };
  };

  const drawState = () => {
    const x = r();
    return x < 0.08 ? "REQUESTED" : x < 0.12 ? "COUNTERED" : x < 0.32 ? "ACCEPTED" : x < 0.7 ? "DECLINED" : "EXPIRED";
  };
  // A fifth of the verified communities get 60% of the bookings.
  const popular = verified.slice(0, Math.max(1, Math.floor(verified.length / 5)));
  const drawCommunity = () => (r() < 0.6 ? pick(r, popular) : pick(r, verified));

  // The bench parties first: every state on their lists, then as many as asked.
  const cycle = ["REQUESTED", "COUNTERED", "ACCEPTED", "DECLINED", "EXPIRED"];
  for (let i = 0; i < BENCH_PARTY_BOOKINGS; i++) {
    const mine = book(ctx.benchAdvertiserId, drawCommunity(), cycle[i % cycle.length]);
    if (mine.state === "COUNTERED") advertiserBooking = mine.id;
  }
  if (bench) {
    for (let i = 0; i < BENCH_PARTY_BOOKINGS; i++) {
      const theirs = book(pick(r, advertisers), bench, cycle[i % cycle.length]);
      if (theirs.state === "REQUESTED") ownerBooking = theirs.id;
    }
  }
  while (made < ctx.bookings) book(pick(r, advertisers), drawCommunity(), drawState());

  // A package the bench advertiser may book: active, of a verified community, none of its open bookings.
  const bookablePackage =
    (sqlite
      .prepare(
        `SELECT p.id FROM packages p JOIN communities c ON c.id = p.community_id
         WHERE p.active = 1 AND c.is_verified = 1
           AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.package_id = p.id AND b.advertiser_id = ? AND b.state IN ('REQUESTED', 'COUNTERED'))
         ORDER BY p.id LIMIT 1`,
      )
      .pluck()
      .get(ctx.benchAdvertiserId) as number | undefined) ?? 0;
  return { bookings: made, packages: packagesMade, campaigns, states, targets: { advertiserBooking, ownerBooking, bookablePackage } };
}
