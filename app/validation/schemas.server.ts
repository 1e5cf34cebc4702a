/*
 * The shared schemas as route actions import them. A route module that renders a form
 * must not import a schema module directly: its component loads the same schema on
 * demand (useForm), and esbuild would then keep a static import of the shared chunk
 * (zod and all) in the route. Through this .server module the browser build gets an
 * empty module instead, and the schema stays out of the page's JavaScript.
 *
 * Re-exported by name, not `export *`: esbuild (0.17, the Remix compiler's) drops the
 * initialisation of a lazily evaluated module (one that is also loaded by `import()`, as
 * useForm's schemas are) behind an `export *` of a side-effect-free package, so a route's
 * server module that uses a schema while it loads would read it before it exists.
 */
export {
  OwnerAccountSchema,
  AdvertiserAccountSchema,
  CompanySchema,
  AccountUpdateSchema,
  PasswordChangeApiSchema,
  PasswordChangeSchema,
  deleteAccountSchema,
  type AccountUpdate,
  type PasswordChange,
} from "./account";
export { LoginSchema, RegisterSchema, ApprovalDecisionSchema, bothGiven, type RegisterInput, type ApprovalDecision } from "./auth";
export { CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, ContactSchema, type ContactInput } from "./contact";
export { APPLICATION_MESSAGE_MAX, Id, ApplySchema, ApplyFormSchema, ApplicationDecisionSchema } from "./application";
export { STORED_LOGO, CommunitySchema, ROW_LISTS, type CommunityInput } from "./community";
export {
  MEMBER_ROLE_MAX,
  MEMBER_NOTES_MAX,
  LinkNameSchema,
  SocialLinksSchema,
  MemberApiSchema,
  MemberSchema,
  MemberEditSchema,
  MemberDeleteSchema,
  type MemberInput,
  type MemberApiInput,
} from "./member";
export { BriefSchema, BriefDecisionSchema, BriefStatusFormSchema, type BriefInput, type BriefDecision } from "./brief";
export { AdminIdSchema, AdminUserRejectSchema, AdminDecisionSchema, VerifySchema } from "./admin";
