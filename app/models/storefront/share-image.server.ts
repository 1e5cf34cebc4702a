import fs from "node:fs/promises";
import { formatNumber } from "~/i18n/format";
import { inDecodeSlot, loadSharp } from "../image-store.server";
import { logoFilePath } from "../logo.server";
import { shareCardHash, type ShareCard } from "./community-page.server";

/*
 * The share image of a community's public page: 1200x630 PNG (what WhatsApp, Facebook
 * and X show for a link), drawn from an SVG by sharp with the community's logo (a stored
 * logo only: the server never fetches an address from the web), name, rating and city.
 * Its texts are in Indonesian, the language the page is shared in. An image is named by
 * the hash of what it shows (community-page.server.ts), so it never changes under its
 * address; the last images drawn are kept in memory, and drawing takes the process's one
 * image slot, so a burst of crawlers queues instead of taking both cores.
 */

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const KEPT = 100;
const LOGO = 180;
const FONT = "DejaVu Sans, Liberation Sans, Noto Sans, Arial, sans-serif";
const NAME_LINE = 24;

const kept = new Map<string, Buffer>();

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The name in at most two lines of about NAME_LINE characters, cut with "…" when longer. */
export function nameLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const piece = word.length > NAME_LINE ? `${word.slice(0, NAME_LINE - 1)}…` : word;
    if (!line) line = piece;
    else if (line.length + 1 + piece.length <= NAME_LINE) line += ` ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines.length ? lines : ["?"];
  const second = lines[1]!;
  return [lines[0]!, second.length >= NAME_LINE ? `${second.slice(0, NAME_LINE - 1)}…` : `${second}…`];
}

/** The SVG of a card; `withLogo`: the logo is laid over it at the initial's place. */
export function shareSvg(card: ShareCard, withLogo: boolean): string {
  const rating =
    card.rating !== null && card.reviewCount > 0
      ? `★ ${card.rating.toFixed(1).replace(".", ",")}  (${formatNumber(card.reviewCount, "id")} ulasan)`
      : "Belum ada ulasan";
  const place = card.location ?? (card.isOnline ? "Online" : "");
  const facts = [place, `${formatNumber(card.memberCount, "id")} anggota`].filter(Boolean).join(" · ");
  const initial = card.name.trim().charAt(0).toUpperCase() || "?";
  const names = nameLines(card.name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f4532"/><stop offset="1" stop-color="#23a26d"/></linearGradient></defs>`,
    `<rect width="1200" height="630" fill="url(#g)"/>`,
    `<rect x="48" y="48" width="1104" height="534" rx="32" fill="#ffffff"/>`,
    withLogo
      ? ""
      : `<rect x="100" y="110" width="${LOGO}" height="${LOGO}" rx="24" fill="#d6f5e3"/>` +
        `<text x="190" y="232" font-family="${FONT}" font-size="100" font-weight="700" text-anchor="middle" fill="#126949">${xml(initial)}</text>`,
    ...names.map(
      (line, i) =>
        `<text x="320" y="${names.length === 1 ? 215 : 180 + i * 70}" font-family="${FONT}" font-size="52" font-weight="700" fill="#0f172a">${xml(line)}</text>`,
    ),
    `<text x="100" y="385" font-family="${FONT}" font-size="42" font-weight="700" fill="${card.rating !== null ? "#b45309" : "#475569"}">${xml(rating)}</text>`,
    `<text x="100" y="450" font-family="${FONT}" font-size="36" fill="#334155">${xml(facts)}</text>`,
    `<text x="100" y="535" font-family="${FONT}" font-size="40" font-weight="700" fill="#126949">Guyub</text>`,
    `<text x="1100" y="535" font-family="${FONT}" font-size="30" text-anchor="end" fill="#126949">✓ Komunitas terverifikasi</text>`,
    `</svg>`,
  ].join("");
}

async function readLogo(name: string | null): Promise<Buffer | null> {
  const file = name ? logoFilePath(name) : null;
  if (!file) return null;
  try {
    return await fs.readFile(file);
  } catch {
    // Gone from the disk: the initial stands in.
    return null;
  }
}

async function draw(card: ShareCard): Promise<Buffer> {
  const sharp = await loadSharp();
  const logoFile = await readLogo(card.logoName);
  const logo = logoFile
    ? await sharp(logoFile, {})
        .resize(LOGO, LOGO, { fit: "cover" })
        .composite([
          {
            input: Buffer.from(`<svg width="${LOGO}" height="${LOGO}"><rect width="${LOGO}" height="${LOGO}" rx="24"/></svg>`),
            blend: "dest-in",
          },
        ])
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  const base = sharp(Buffer.from(shareSvg(card, logo !== null)), {});
  return (logo ? base.composite([{ input: logo, left: 100, top: 110 }]) : base).png({ compressionLevel: 9 }).toBuffer();
}

/** The PNG of a card (drawn once, then kept while among the last KEPT asked for). */
export async function shareImage(card: ShareCard): Promise<Buffer> {
  const key = shareCardHash(card);
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last: the oldest goes first.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const png = await inDecodeSlot(() => draw(card));
  kept.set(key, png);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return png;
}
