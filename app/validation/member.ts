import * as z from "zod/mini";
import { LINK_NAME_PATTERN, MAX_SOCIAL_LINKS, linkKey } from "~/utils/social-links";
import { HttpUrlSchema, NameSchema, OptionalLine, OptionalText, msg } from "./fields";

/*
 * A community member (name at least 2 characters, role and notes
 * optional, each social link a valid URL). One set of field schemas serves the JSON API
 * (MemberApiSchema: social_links as a map) and the page's add and edit forms
 * (MemberSchema, MemberEditSchema: a field per network, "social_links.instagram", and a
 * row for one more link, "new_link.name" + "new_link.url"); both give the model the same
 * MemberInput, and the model checks it again with MemberApiSchema.
 */

export const MEMBER_ROLE_MAX = 80;
export const MEMBER_NOTES_MAX = 1000;

/** A link's name, stored as linkKey writes it ("Personal Blog" -> "personal-blog"). */
export const LinkNameSchema = z.pipe(
  z.pipe(z.string(msg("linkNameInvalid")), z.transform(linkKey)),
  z.string().check(z.regex(LINK_NAME_PATTERN, msg("linkNameInvalid"))),
);

/**
 * Social links: a map of name to URL. A name without a URL (a blank form field) is
 * dropped; each URL given must be valid; 20 links at most.
 */
export const SocialLinksSchema = z.pipe(
  z.pipe(
    z.record(LinkNameSchema, z.optional(HttpUrlSchema), {
      error: (issue) => (issue.code === "invalid_key" ? "linkNameInvalid" : "invalidValue"),
    }),
    z.transform((links: Record<string, string | undefined>) =>
      Object.fromEntries(Object.entries(links).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    ),
  ),
  z.record(z.string(), z.string()).check(z.refine((links) => Object.keys(links).length <= MAX_SOCIAL_LINKS, msg("tooManyLinks"))),
);

/** What the model stores: every field present, absent ones null (or no links). */
export type MemberInput = {
  name: string;
  role: string | null;
  notes: string | null;
  social_links: Record<string, string>;
};

/** An optional text that JSON may also send as null (what GET answered for it). */
const NullableText = (max: number) => z.optional(z.nullable(OptionalText(max)));
const NullableLine = (max: number) => z.optional(z.nullable(OptionalLine(max)));

/**
 * POST /api/communities/{id}/members and PUT /api/members/{id}: the whole member (a PUT
 * replaces it; a field left out is cleared).
 */
export const MemberApiSchema = z.pipe(
  z.object({
    name: NameSchema,
    role: NullableLine(MEMBER_ROLE_MAX),
    notes: NullableText(MEMBER_NOTES_MAX),
    social_links: z.optional(z.nullable(SocialLinksSchema)),
  }),
  z.transform((v): MemberInput => ({ name: v.name, role: v.role ?? null, notes: v.notes ?? null, social_links: v.social_links ?? {} })),
);

/** What a caller may hand the model: the API's body, or a form's MemberInput. */
export type MemberApiInput = z.input<typeof MemberApiSchema>;

/** The form's row for one more link: both its name and its URL, or neither. */
const NewLinkSchema = z.object({ name: z.optional(LinkNameSchema), url: z.optional(HttpUrlSchema) }).check(
  z.refine((link) => link.name !== undefined || link.url === undefined, { ...msg("linkNameRequired"), path: ["name"] }),
  z.refine((link) => link.url !== undefined || link.name === undefined, { ...msg("urlInvalid"), path: ["url"] }),
);

const formFields = {
  name: NameSchema,
  role: OptionalLine(MEMBER_ROLE_MAX),
  notes: OptionalText(MEMBER_NOTES_MAX),
  social_links: z.optional(SocialLinksSchema),
  new_link: z.optional(NewLinkSchema),
};

type FormValue = {
  name: string;
  role: string | undefined;
  notes: string | undefined;
  social_links?: Record<string, string>;
  new_link?: { name?: string; url?: string };
};

/** The form's fields as the model's input: the extra link joins the map. */
function fromForm(v: FormValue): MemberInput {
  const links = { ...v.social_links };
  if (v.new_link?.name && v.new_link.url) links[v.new_link.name] = v.new_link.url;
  return { name: v.name, role: v.role ?? null, notes: v.notes ?? null, social_links: links };
}

/** A member id sent by a form (hidden field). */
const MemberIdField = z.pipe(
  z.string(msg("invalidValue")).check(z.trim(), z.regex(/^\d{1,15}$/, msg("invalidValue"))),
  z.transform((id: string) => Number(id)),
);

/** The Add Member form. */
export const MemberSchema = z.pipe(z.object(formFields), z.transform(fromForm));

/** The Edit Member form: the same fields and the member's id. */
export const MemberEditSchema = z.pipe(
  z.object({ ...formFields, id: MemberIdField }),
  z.transform((v): MemberInput & { id: number } => ({ ...fromForm(v), id: v.id })),
);

/** The delete confirmation: the member's id. */
export const MemberDeleteSchema = z.object({ id: MemberIdField });
