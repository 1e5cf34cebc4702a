import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { AreaPage } from "~/components/area-page";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { FieldErrors, FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import { Pager } from "~/components/ui/pager";
import { interpolate, type Messages } from "~/i18n/index";
import type { memberMessages } from "~/i18n/members";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import type { DialogMember, MemberView, membersAction, membersLoader } from "./server";
import { useIsPending } from "~/utils/use-is-pending";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * /community/members: the owner's community members in a table (name,
 * role, social links, actions) with their total, paged in SQL; add and edit in a dialog,
 * delete after a confirmation, each dialog URL state rendered by the server with a plain
 * form, so all of it works without JavaScript. The loader and the action, and what they
 * decide, are in ./server.ts.
 */

export { membersLoader as loader, membersAction as action } from "./server";

const PATH = "/community/members";

export const meta: MetaFunction<typeof membersLoader> = ({ data }) => [{ title: data?.messages.members.metaTitle ?? "Guyub" }];

type Texts = (typeof memberMessages)["en"];

/** A link name's label: the network's name when known, else the name itself, capitalised. */
function networkLabel(key: string, t: Texts): string {
  const known = (t as Messages)[`network_${key}`];
  if (known) return known;
  const words = key.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The current URL's query with some parameters changed (null removes one). */
function hrefWith(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

export default function CommunityMembers() {
  const data = useLoaderData<typeof membersLoader>();
  const t = useT<typeof memberMessages>("members");
  const location = useLocation();
  const reply = useActionData<typeof membersAction>() as FormReply | undefined;
  const closeTo = hrefWith(location.search, { dialog: null, id: null });

  if (!data.community) {
    return (
      <AreaPage title="communityMembers">
        <EmptyState
          testId="no-community"
          title={t.noCommunityTitle}
          text={t.noCommunityText}
          action={
            <Link to="/community/profile" className="btn-primary">
              {t.createProfile}
            </Link>
          }
        />
      </AreaPage>
    );
  }

  const dialog = data.dialog;
  // A failed post keeps its dialog open (its URL still names it; the reply says which).
  const failed = reply?.intent;
  const addOpen = dialog?.kind === "add" || failed === "create";
  const editing = dialog?.kind === "edit" ? dialog.member : null;
  const deleting = dialog?.kind === "delete" ? dialog.member : null;

  return (
    <AreaPage title="communityMembers">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{t.intro}</p>
          <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="member-total">
            {interpolate(t.total, { count: data.totalText })}
          </p>
        </div>
        <Link
          to={hrefWith(location.search, { dialog: "add", id: null })}
          preventScrollReset
          className="btn-primary shrink-0"
          data-testid="add-member"
        >
          {t.addMember}
        </Link>
      </div>

      <div className="mt-6">
        {data.loadFailed ? (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            data-testid="members-load-failed"
          >
            <p>{t.loadFailed}</p>
            <Link to={location.pathname + location.search} className="mt-2 inline-block font-semibold underline">
              {t.retry}
            </Link>
          </div>
        ) : data.members.length === 0 ? (
          <EmptyState testId="no-members" title={t.emptyTitle} text={t.emptyText} />
        ) : (
          <MemberTable members={data.members} communityName={data.community.name} search={location.search} />
        )}
      </div>
      <Pager pager={data.pager} />

      <UrlDialog open={addOpen} closeTo={closeTo} title={t.addTitle} description={t.addText} testId="member-dialog">
        <MemberForm key="add" intent="create" cancelTo={closeTo} lastResult={failed === "create" ? reply?.result : undefined} />
      </UrlDialog>
      <UrlDialog open={editing !== null} closeTo={closeTo} title={t.editTitle} description={t.editText} testId="member-dialog">
        {editing ? (
          <MemberForm
            key={`edit-${editing.id}`}
            intent="update"
            member={editing}
            cancelTo={closeTo}
            lastResult={failed === "update" ? reply?.result : undefined}
          />
        ) : null}
      </UrlDialog>
      <UrlDialog
        open={deleting !== null || failed === "delete"}
        closeTo={closeTo}
        title={t.deleteTitle}
        description={deleting ? interpolate(t.deleteText, { name: deleting.name }) : undefined}
        tone="danger"
        testId="delete-member-dialog"
      >
        <DeleteForm member={deleting} cancelTo={closeTo} lastResult={failed === "delete" ? reply?.result : undefined} />
      </UrlDialog>
    </AreaPage>
  );
}

function MemberTable({ members, communityName, search }: { members: MemberView[]; communityName: string; search: string }) {
  const t = useT<typeof memberMessages>("members");
  const cell = "px-3 py-3 align-top sm:px-4";
  return (
    // Only the table scrolls sideways if it ever must, never the page.
    <div className="card overflow-x-auto" role="region" aria-label={t.tableRegion}>
      <table className="w-full text-left text-sm" data-testid="member-table">
        <caption className="sr-only">{interpolate(t.tableCaption, { community: communityName })}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              {t.colName}
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              {t.colRole}
            </th>
            <th scope="col" className={cell}>
              {t.colLinks}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t.colActions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {members.map((member) => (
            <tr key={member.id} data-testid="member-row">
              <td className={`${cell} min-w-[7rem]`}>
                <p className="break-words font-medium text-slate-900">{member.name}</p>
                {/* Small screens: the role under the name (its column is hidden). */}
                <p className="break-words text-slate-700 sm:hidden">{member.role}</p>
                {member.notes ? <p className="mt-1 line-clamp-2 break-words text-xs text-slate-600">{member.notes}</p> : null}
              </td>
              <td className={`${cell} hidden break-words text-slate-700 sm:table-cell`}>{member.role ?? t.none}</td>
              <td className={cell}>
                <SocialLinks member={member} />
              </td>
              <td className={`${cell} text-right`}>
                <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                  <Link
                    to={hrefWith(search, { dialog: "edit", id: String(member.id) })}
                    preventScrollReset
                    aria-label={interpolate(t.editLabel, { name: member.name })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {t.edit}
                  </Link>
                  <Link
                    to={hrefWith(search, { dialog: "delete", id: String(member.id) })}
                    preventScrollReset
                    aria-label={interpolate(t.deleteLabel, { name: member.name })}
                    className="font-semibold text-red-700 hover:underline"
                  >
                    {t.delete}
                  </Link>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SocialLinks({ member }: { member: MemberView }) {
  const t = useT<typeof memberMessages>("members");
  if (member.links.length === 0) return <span className="text-slate-500">{t.none}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {member.links.map(({ key, url }) => {
        const label = networkLabel(key, t);
        return (
          <li key={key}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              aria-label={interpolate(t.linkLabel, { network: label, name: member.name })}
              className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              {label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function ButtonRow({ cancelTo, cancel, children }: { cancelTo: string; cancel: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancel to={cancelTo}>{cancel}</DialogCancel>
      {children}
    </div>
  );
}

/** Add (intent create) or edit (intent update) a member. */
function MemberForm({
  intent,
  member,
  cancelTo,
  lastResult,
}: {
  intent: "create" | "update";
  member?: DialogMember;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT<typeof memberMessages>("members");
  const busy = useIsPending({ intent });
  const { form, field } = useForm({
    id: member ? `member-${member.id}` : "member-new",
    lastResult,
    defaultValue: member
      ? { name: member.name, role: member.role ?? "", notes: member.notes ?? "", social_links: member.socialLinks }
      : undefined,
    schema: () => import("~/validation/member").then((m) => (intent === "update" ? m.MemberEditSchema : m.MemberSchema)),
  });
  // The fixed networks, then any other link the member has.
  const fixed = useLoaderData<typeof membersLoader>().linkFields;
  const keys = [...fixed, ...Object.keys(member?.socialLinks ?? {}).filter((key) => !fixed.includes(key))];
  const linksField = field("social_links");
  return (
    <Form method="post" {...form.props} className="space-y-4" data-testid="member-form">
      <input {...useSubmissionKey()} />
      <input type="hidden" name="intent" value={intent} />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <TextField label={t.name} field={field("name")} inputProps={{ autoComplete: "off", maxLength: 120 }} />
      <TextField label={t.role} field={field("role")} inputProps={{ autoComplete: "off", maxLength: 80, placeholder: t.rolePlaceholder }} />
      <fieldset className="space-y-3" aria-describedby={linksField.errors ? linksField.errorId : undefined}>
        <legend className="label">{t.socialLinks}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {keys.map((key) => (
            <TextField
              key={key}
              label={networkLabel(key, t)}
              field={field(`social_links.${key}`)}
              type="url"
              inputProps={{ inputMode: "url", autoComplete: "off", placeholder: t.linkPlaceholder, maxLength: 500 }}
            />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t.otherLinkName}
            field={field("new_link.name")}
            inputProps={{ autoComplete: "off", maxLength: 40, placeholder: t.otherLinkNamePlaceholder }}
          />
          <TextField
            label={t.otherLinkUrl}
            field={field("new_link.url")}
            type="url"
            inputProps={{ inputMode: "url", autoComplete: "off", placeholder: t.linkPlaceholder, maxLength: 500 }}
          />
        </div>
        <FieldErrors id={linksField.errorId} errors={linksField.errors} />
      </fieldset>
      <TextAreaField label={t.notes} field={field("notes")} textareaProps={{ rows: 3, maxLength: 1000 }} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <ButtonRow cancelTo={cancelTo} cancel={t.cancel}>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </ButtonRow>
    </Form>
  );
}

/** The delete confirmation: Cancel, or Delete Member. */
function DeleteForm({
  member,
  cancelTo,
  lastResult,
}: {
  member: DialogMember | null;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT<typeof memberMessages>("members");
  const busy = useIsPending({ intent: "delete" });
  const errors = lastResult?.error?.[""] ?? undefined;
  return (
    <Form method="post" className="space-y-4" data-testid="delete-member-form">
      <input type="hidden" name="intent" value="delete" />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <FormErrors id="delete-member-error" errors={errors} />
      <ButtonRow cancelTo={cancelTo} cancel={t.cancel}>
        <button type="submit" className="btn-danger" disabled={busy || !member}>
          {busy ? t.deleting : t.deleteConfirm}
        </button>
      </ButtonRow>
    </Form>
  );
}
