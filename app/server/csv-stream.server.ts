import { CSV_BOM, csvLine, type CsvCell, type CsvSeparator } from "~/utils/csv";
import { logger } from "~/lib/server/logger.server";

/*
 * A CSV download written while it is sent (the brief report's, on its page and in the
 * API): the rows come from the model a batch at a time (a short query each), and between
 * two batches the process answers whatever else is waiting (setImmediate; at most
 * BATCHES_PER_TURN batches of all downloads per turn), so a file of megabytes neither
 * holds the event loop for its whole making nor sits whole in memory before its first
 * byte leaves. The first chunk is the byte order mark, the header and
 * the first batch, made at once; after the last row come the footer's lines, if any (the
 * report's totals row: one aggregate query, never the rows read again). The model's source is closed however the download ends:
 * every row sent, the client gone (the request's signal), the stream cancelled, an error
 * (the download then breaks off without the chunked encoding's end, which clients report
 * as an error), or a stream nobody started to read. See docs/product.md, "Safety limits".
 */

/** Where the rows come from: the next batch (none once all were given), and the end. */
export type CsvSource<Row> = { nextRows(): Row[]; close(): void };

/** How long a stream may wait for its first read before its source is closed. */
const UNREAD_MS = 30_000;

/** Batches of all the process's downloads made in one turn of the event loop, at most. */
const BATCHES_PER_TURN = 2;

/** Downloads waiting for their next batch, first come first served. */
const waiting: Array<() => void> = [];
let releasing = false;

/**
 * Wait for a turn of the event loop in which this download may make its next batch:
 * everything already waiting (other requests, I/O) runs first, and however many
 * downloads are running, at most BATCHES_PER_TURN of them go on per turn, in the order
 * they asked, so the time the CSVs take from others per turn does not grow with them.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!releasing) {
      releasing = true;
      setImmediate(release);
    }
  });
}

function release() {
  for (const go of waiting.splice(0, BATCHES_PER_TURN)) go();
  if (waiting.length) setImmediate(release);
  else releasing = false;
}

export type CsvStreamOptions = {
  /** "," (default) or ";" between cells. */
  separator?: CsvSeparator;
  /** Lines written after the last row, asked for once every row was read. */
  footer?: () => readonly (readonly CsvCell[])[];
};

/** The CSV's bytes: the header, then `cells(row)` for each row of `source`, in its order, then the footer. */
export function csvStream<Row>(
  request: Request,
  header: readonly string[],
  source: CsvSource<Row>,
  cells: (row: Row) => readonly CsvCell[],
  { separator = ",", footer }: CsvStreamOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  let ended = false;
  // A stream nobody starts reading (a response dropped before it was sent) frees its source.
  const unread = setTimeout(() => end(), UNREAD_MS);
  unread.unref();
  const end = () => {
    if (ended) return;
    ended = true;
    clearTimeout(unread);
    request.signal.removeEventListener("abort", end);
    source.close();
  };
  // The client went away: the source is closed at once, and the next pull ends the stream.
  if (request.signal.aborted) end();
  else request.signal.addEventListener("abort", end, { once: true });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(unread);
        try {
          if (started) await nextTurn();
          if (ended) {
            controller.close();
            return;
          }
          let text = started ? "" : CSV_BOM + csvLine(header, separator);
          started = true;
          const rows = source.nextRows();
          for (const row of rows) text += csvLine(cells(row), separator);
          if (rows.length === 0 && footer) for (const line of footer()) text += csvLine(line, separator);
          if (text) controller.enqueue(encoder.encode(text));
          if (rows.length === 0) {
            end();
            controller.close();
          }
        } catch (error) {
          end();
          logger.error({ err: error }, `CSV ${new URL(request.url).pathname} broke off`);
          controller.error(error);
        }
      },
      cancel() {
        end();
      },
    },
    // Nothing is made before it is asked for: a download nobody reads costs nothing.
    { highWaterMark: 0 },
  );
}
