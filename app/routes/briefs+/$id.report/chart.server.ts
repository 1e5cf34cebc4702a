import { interpolate } from "~/i18n/index";
import { formatCountAmongRupiah } from "~/i18n/format";

/*
 * The report's bar chart of reach per community, drawn here as SVG markup (docs/decisions/
 * 020-campaigns.md: no chart code reaches the browser). It is an image to assistive
 * technology (role="img") whose <title> and <desc> say what it shows, numbers included;
 * the same numbers are in the report's table. Black bars with their numbers written
 * beside them, so it reads in black and white and on paper. Its numbers are grouped as
 * the rest of the report's (formatCountAmongRupiah).
 */

export type ChartBar = { name: string; reach: number };
export type ChartTexts = { title: string; desc: string };

/*
 * The chart is drawn in CSS pixels (no viewBox): its texts keep their size (14 px names,
 * 13 px numbers) at any width, phone or paper, rather than shrinking with the drawing.
 * Bars are a share of the width (BAR_MAX_PERCENT for the largest), leaving room for the
 * number written after the bar; a name longer than NAME_MAX characters is cut (the full
 * names are in the description and the table).
 */
const BAR_MAX_PERCENT = 70;
const ROW = 44;
const TOP = 4;
const NAME_MAX = 30;

/** Text for XML: the five characters that mean markup are written as entities. */
export function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

function shortName(name: string): string {
  const chars = [...name];
  return chars.length > NAME_MAX ? `${chars.slice(0, NAME_MAX - 1).join("")}…` : name;
}

/** The chart's SVG markup, or null when there is nothing to draw. `idBase` names its title and desc. */
export function reachChartSvg(bars: readonly ChartBar[], texts: ChartTexts, idBase = "reach-chart"): string | null {
  if (bars.length === 0) return null;
  const max = Math.max(0, ...bars.map((b) => b.reach));
  const height = TOP + bars.length * ROW + 4;
  const list = bars.map((b) => `${b.name} ${formatCountAmongRupiah(b.reach)}`).join("; ");
  const rows = bars.map((bar, i) => {
    const y = TOP + i * ROW;
    const share = max > 0 ? Math.round((bar.reach / max) * BAR_MAX_PERCENT * 10) / 10 : 0;
    const width = `${Math.max(share, 0.5)}%`;
    const value = formatCountAmongRupiah(bar.reach);
    return [
      `<text x="0" y="${y + 15}" font-size="14" fill="#000">${xmlText(shortName(bar.name))}</text>`,
      `<rect x="0" y="${y + 22}" width="${width}" height="16" fill="#1e293b" stroke="#000" stroke-width="1"/>`,
      `<text x="${width}" dx="6" y="${y + 35}" font-size="13" font-weight="600" fill="#000">${xmlText(value)}</text>`,
    ].join("");
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="${height}" class="block w-full max-w-2xl" ` +
    `role="img" aria-labelledby="${idBase}-title ${idBase}-desc" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif">` +
    `<title id="${idBase}-title">${xmlText(texts.title)}</title>` +
    `<desc id="${idBase}-desc">${xmlText(interpolate(texts.desc, { list }))}</desc>` +
    rows.join("") +
    `</svg>`
  );
}
