import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_DATABASE_URL, databasePath, parseSeedDemo } from "../../../db/connection";
import { exitOnStorageFailure } from "../../../db/storage";
import { parseTrustProxy } from "./proxy.server";

/** The most server processes WEB_CONCURRENCY may ask for (scripts/serve.js has the same bound). */
export const MAX_WEB_CONCURRENCY = 64;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  SESSION_SECRET: z.string().optional(),
  SEED_DEMO: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseSeedDemo(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  COOKIE_SECURE: z.enum(["true", "false", "1", "0", ""]).optional(),
  REGISTRATIONS_PER_HOUR: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(1_000_000).default(20)),
  /** Proofs with screenshots one user may send an hour (app/models/rate-limit.server.ts). */
  PROOF_UPLOADS_PER_HOUR: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(1_000_000).default(30)),
  /** Reads of brief reports (page, JSON, CSV) per user a minute, across every process. */
  REPORT_REQUESTS_PER_MINUTE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(1_000_000).default(60)),
  /** Report CSV downloads one user may have running at once in one server process. */
  REPORT_CSV_STREAMS_PER_USER: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(1_000).default(2)),
  /** smtp://user:pass@host:587 or smtps://...; empty: e-mails are written as .eml files. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "Guyub <no-reply@guyub.id>"),
  /** The site's address as users reach it: the links in e-mails, the public pages' canonical address and share image. */
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim().replace(/\/+$/, "") || undefined)
    .pipe(z.string().url().optional()),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * How often the background jobs look for work (automatic acceptance, reviews published,
   * briefs ended, invoice deadlines, held payouts): each one acts only on what is due.
   */
  JOB_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How many server processes `npm start` runs (scripts/serve.js reads it first; each
   * process checks it again here). Empty: one per core; 1: a single process.
   */
  WEB_CONCURRENCY: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce.number().int().min(1).max(MAX_WEB_CONCURRENCY).optional(),
  ),
  /**
   * Money (docs/product.md, "Money"): manual (bank transfer, the admin confirms), off, or
   * xendit (online payment and payouts through Xendit; needs the three XENDIT_ settings).
   */
  PAYMENTS: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["manual", "off", "xendit"]).default("manual")),
  /** Xendit's secret API key (xnd_development_... in test mode); only with PAYMENTS=xendit. */
  XENDIT_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The verification token Xendit sends in x-callback-token with every callback. */
  XENDIT_CALLBACK_TOKEN: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** Xendit's API host (a local stand-in in tests). */
  XENDIT_BASE_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim().replace(/\/+$/, "") || "https://api.xendit.co")
    .pipe(z.string().url()),
  COMMISSION_PERCENT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(100).default(10)),
  PPN_PERCENT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(100).default(11)),
  INVOICE_DUE_DAYS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(90).default(3)),
  OPERATOR_NAME: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "PT Guyub Komunitas Indonesia"),
  OPERATOR_ADDRESS: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "Jl. Contoh No. 1, Jakarta 10110"),
  OPERATOR_NPWP: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "00.000.000.0-000.000"),
  OPERATOR_BANK: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "BCA"),
  OPERATOR_ACCOUNT_NUMBER: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "0000000000"),
  OPERATOR_ACCOUNT_HOLDER: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "PT Guyub Komunitas Indonesia"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

/**
 * What PAYMENTS=xendit lacks to start: the secret key and the callback token, each named
 * (empty when nothing is missing or the mode is another).
 */
export function missingProviderSettings(values: {
  PAYMENTS?: string;
  XENDIT_SECRET_KEY?: string;
  XENDIT_CALLBACK_TOKEN?: string;
}): string[] {
  if (values.PAYMENTS !== "xendit") return [];
  return (["XENDIT_SECRET_KEY", "XENDIT_CALLBACK_TOKEN"] as const).filter((name) => !values[name]);
}

const CheckedEnvSchema = EnvSchema.superRefine((values, ctx) => {
  for (const name of missingProviderSettings(values)) {
    ctx.addIssue({
      code: "custom",
      path: [name],
      message: "PAYMENTS=xendit needs it (Xendit dashboard: Settings > API keys and Webhooks), or set PAYMENTS=manual",
    });
  }
});

export type Env = z.infer<typeof EnvSchema> & { sessionSecrets: string[]; secureCookies: boolean };

/**
 * The session secret: SESSION_SECRET (comma-separated to rotate), or one generated at the
 * first start and kept beside the database, so a fresh clone needs no configuration.
 */
export const MIN_SECRET_LENGTH = 32;

export function resolveSessionSecrets(raw: string | undefined, dbFile: string): string[] {
  const given = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // A short secret can be guessed offline from one signed cookie: refuse it at start.
  const short = given.find((secret) => secret.length < MIN_SECRET_LENGTH);
  if (short !== undefined) {
    throw new Error(
      `SESSION_SECRET: each secret needs at least ${MIN_SECRET_LENGTH} characters (one has ${short.length}). ` +
        "Generate one with: node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"",
    );
  }
  if (given.length > 0) return given;
  const dir = dbFile === ":memory:" ? path.resolve("data") : path.dirname(dbFile);
  const file = path.join(dir, "session-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored) return [stored];
  } catch {
    // first start: fall through and create it
  }
  fs.mkdirSync(dir, { recursive: true });
  // Several server processes may start at once on a fresh data folder: the secret is
  // written whole under a name of its own, then linked to its place, which fails when
  // another process was first; then that one's secret is the secret of all.
  const secret = crypto.randomBytes(32).toString("base64url");
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, secret + "\n", { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return [secret];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return [fs.readFileSync(file, "utf8").trim()];
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

function loadEnv(): Env {
  const parsed = CheckedEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${detail}. See .env.example.`);
  }
  const secure = parsed.data.COOKIE_SECURE;
  return {
    ...parsed.data,
    // Secure cookies (HTTPS only; browsers also accept them on http://localhost) by
    // default in production; COOKIE_SECURE=false for plain HTTP on a LAN address.
    secureCookies: secure ? secure === "true" || secure === "1" : parsed.data.NODE_ENV === "production",
    sessionSecrets: sessionSecretsAtStart(parsed.data.SESSION_SECRET, databasePath(parsed.data.DATABASE_URL)),
  };
}

/** The secrets; a data folder where the generated one cannot be written ends the start in one line. */
function sessionSecretsAtStart(raw: string | undefined, dbFile: string): string[] {
  try {
    return resolveSessionSecrets(raw, dbFile);
  } catch (error) {
    exitOnStorageFailure(error, dbFile);
    throw error;
  }
}

export const env: Env = loadEnv();

/** The site's address as users reach it (PUBLIC_URL, else this machine's port): links in e-mails and the API. */
export function siteUrl(): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
