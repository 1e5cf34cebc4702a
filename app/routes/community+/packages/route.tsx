import type { SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AreaPage } from "~/components/area-page";
import { DialogCancel, UrlDialog } from "~/components/ui/dialog";
import { FormErrors, TextAreaField, TextField } from "~/components/ui/field";
import { useForm } from "~/components/ui/form";
import { SelectField } from "~/components/ui/select-field";
import { interpolate } from "~/i18n/index";
import type { packageMessages } from "~/i18n/packages";
import { useSubmissionKey, useT } from "~/i18n/use-lang";
import type { FormReply } from "~/server/action.server";
import { useIsPending } from "~/utils/use-is-pending";
import type { PackageFormValues, PackageView, packagesAction, packagesLoader } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * /community/packages: the owner's packages in the order its public page shows them,
 * each a card with its terms and its buttons (Edit, Pause or Resume, Move up, Move down,
 * Delete). Add and edit are dialogs, delete asks first: URL state the server renders
 * with a plain form, so all of it works without JavaScript. The loader and the action
 * are in ./server.ts.
 */

export { packagesLoader as loader, packagesAction as action } from "./server";

const PATH = "/community/packages";

export const meta: MetaFunction<typeof packagesLoader> = ({ data }) => [{ title: data?.messages.packages.metaTitle ?? "Guyub" }];

type Texts = (typeof packageMessages)["en"];

export default function CommunityPackages() {
  const data = useLoaderData<typeof packagesLoader>();
  const t = useT<typeof packageMessages>("packages");
  const reply = useActionData<typeof packagesAction>() as FormReply | undefined;

  if (!data.community) {
    return (
      <AreaPage title="communityPackages">
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-5" role="alert" data-testid="no-community">
          <h2 className="text-lg font-semibold text-amber-900">{t.noCommunityTitle}</h2>
          <p className="mt-1 text-sm text-amber-900">{t.noCommunityText}</p>
          <Link to="/community/profile" className="btn-primary mt-4">
            {t.createProfile}
          </Link>
        </div>
      </AreaPage>
    );
  }

  const { dialog, packages, max } = data;
  const failed = reply?.intent;
  const addOpen = dialog?.kind === "add" || failed === "create";
  const editing = dialog?.kind === "edit" ? dialog.pkg : null;
  const deleting = dialog?.kind === "delete" ? dialog.pkg : null;
  const canAdd = data.community.verified && packages.length < max;
  // A refused one-button form (pause, move, delete) shows its message above the list.
  const listError = failed && ["pause", "resume", "up", "down"].includes(failed) ? (reply?.result.error?.[""] ?? undefined) : undefined;

  return (
    <AreaPage title="communityPackages">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">{interpolate(t.intro, { max })}</p>
          <p className="mt-2 text-sm font-semibold text-slate-900" data-testid="package-total">
            {interpolate(t.total, { count: packages.length, max })}
          </p>
          {data.community.page ? (
            <Link
              to={data.community.page}
              className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
              data-testid="public-page-link"
            >
              {t.viewPage}
            </Link>
          ) : null}
        </div>
        {canAdd ? (
          <Link to={`${PATH}?dialog=add`} preventScrollReset className="btn-primary shrink-0" data-testid="add-package">
            {t.addPackage}
          </Link>
        ) : null}
      </div>

      {!data.community.verified ? (
        <div
          className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
          role="status"
          data-testid="not-verified"
        >
          <p className="font-semibold">{t.notVerifiedTitle}</p>
          <p className="mt-1">{t.notVerifiedText}</p>
        </div>
      ) : packages.length >= max ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="limit-reached">
          {interpolate(t.limitReached, { max })}
        </p>
      ) : null}

      <div className="mt-6">
        <FormErrors id="package-list-error" errors={listError} />
        {packages.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-5 text-sm text-slate-600" data-testid="no-packages">
            <h2 className="font-semibold text-slate-900">{t.emptyTitle}</h2>
            <p className="mt-1">{t.emptyText}</p>
          </div>
        ) : (
          <ol className="mt-2 space-y-4" aria-label={t.listLabel} data-testid="package-list">
            {packages.map((pkg, index) => (
              <PackageCard key={pkg.id} pkg={pkg} first={index === 0} last={index === packages.length - 1} t={t} />
            ))}
          </ol>
        )}
      </div>

      <UrlDialog open={addOpen} closeTo={PATH} title={t.addTitle} description={t.addText} testId="package-dialog">
        <PackageForm key="add" intent="create" lastResult={failed === "create" ? reply?.result : undefined} t={t} />
      </UrlDialog>
      <UrlDialog open={editing !== null} closeTo={PATH} title={t.editTitle} description={t.editText} testId="package-dialog">
        {editing ? (
          <PackageForm
            key={`edit-${editing.id}`}
            intent="update"
            pkg={editing}
            lastResult={failed === "update" ? reply?.result : undefined}
            t={t}
          />
        ) : null}
      </UrlDialog>
      <UrlDialog
        open={deleting !== null || failed === "delete"}
        closeTo={PATH}
        title={t.deleteTitle}
        description={deleting ? interpolate(t.deleteText, { title: deleting.title }) : undefined}
        tone="danger"
        testId="delete-package-dialog"
      >
        <DeleteForm pkg={deleting} lastResult={failed === "delete" ? reply?.result : undefined} t={t} />
      </UrlDialog>
    </AreaPage>
  );
}

/** A one-button form posting `intent` for the package. */
function IntentButton({
  id,
  intent,
  label,
  children,
  className,
}: {
  id: number;
  intent: string;
  label: string;
  children: ReactNode;
  className: string;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

function PackageCard({ pkg, first, last, t }: { pkg: PackageView; first: boolean; last: boolean; t: Texts }) {
  const link = "font-semibold text-brand-700 hover:underline";
  const small = "rounded-md px-2 py-1 text-sm font-semibold ring-1 ring-slate-300 text-slate-800 hover:bg-slate-50";
  const params = { title: pkg.title };
  return (
    <li className="card p-4 sm:p-5" data-testid="package-card" data-package-id={pkg.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{pkg.title}</h2>
          <p className="text-sm text-slate-600">
            {pkg.kind} · {pkg.platform}
          </p>
        </div>
        <span
          className={`chip ${pkg.active ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-slate-100 text-slate-700 ring-slate-300"}`}
          data-testid="package-state"
        >
          {pkg.active ? t.published : t.paused}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">{pkg.description}</p>
      <dl className="facts mt-3 text-sm">
        <dt>{t.price}</dt>
        <dd className="font-semibold text-slate-900" data-testid="package-price">
          {pkg.price}
        </dd>
        <dt>{t.delivery}</dt>
        <dd>{pkg.delivery}</dd>
        {pkg.brandProvides ? (
          <>
            <dt>{t.brandProvides}</dt>
            <dd className="whitespace-pre-line break-words">{pkg.brandProvides}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Link to={`${PATH}?dialog=edit&id=${pkg.id}`} preventScrollReset className={link} aria-label={interpolate(t.editLabel, params)}>
          {t.edit}
        </Link>
        {pkg.active ? (
          <IntentButton id={pkg.id} intent="pause" label={interpolate(t.pauseLabel, params)} className={small}>
            {t.pause}
          </IntentButton>
        ) : (
          <IntentButton id={pkg.id} intent="resume" label={interpolate(t.resumeLabel, params)} className={small}>
            {t.resume}
          </IntentButton>
        )}
        {first ? null : (
          <IntentButton id={pkg.id} intent="up" label={interpolate(t.moveUpLabel, params)} className={small}>
            <span aria-hidden="true">↑ </span>
            {t.moveUp}
          </IntentButton>
        )}
        {last ? null : (
          <IntentButton id={pkg.id} intent="down" label={interpolate(t.moveDownLabel, params)} className={small}>
            <span aria-hidden="true">↓ </span>
            {t.moveDown}
          </IntentButton>
        )}
        <Link
          to={`${PATH}?dialog=delete&id=${pkg.id}`}
          preventScrollReset
          className="font-semibold text-red-700 hover:underline"
          aria-label={interpolate(t.deleteLabel, params)}
        >
          {t.delete}
        </Link>
      </div>
    </li>
  );
}

function ButtonRow({ cancel, children }: { cancel: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <DialogCancel to={PATH}>{cancel}</DialogCancel>
      {children}
    </div>
  );
}

/** Add (intent create) or edit (intent update) a package. */
function PackageForm({
  intent,
  pkg,
  lastResult,
  t,
}: {
  intent: "create" | "update";
  pkg?: PackageFormValues;
  lastResult?: SubmissionResult<string[]>;
  t: Texts;
}) {
  const data = useLoaderData<typeof packagesLoader>();
  const busy = useIsPending({ intent });
  const { form, field } = useForm({
    id: pkg ? `package-${pkg.id}` : "package-new",
    lastResult,
    defaultValue: pkg ? { ...pkg, id: String(pkg.id) } : undefined,
    schema: () => import("~/validation/package").then((m) => (intent === "update" ? m.PackageEditSchema : m.PackageSchema)),
  });
  return (
    <Form method="post" {...form.props} className="space-y-4" data-testid="package-form">
      <input {...useSubmissionKey()} />
      <input type="hidden" name="intent" value={intent} />
      {pkg ? <input type="hidden" name="id" value={pkg.id} /> : null}
      <TextField
        label={t.title}
        field={field("title")}
        inputProps={{ autoComplete: "off", maxLength: 120, placeholder: t.titlePlaceholder }}
      />
      <TextAreaField
        label={t.description}
        field={field("description")}
        hint={t.descriptionHint}
        textareaProps={{ rows: 3, maxLength: 2000 }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t.kind} field={field("kind")} options={data.kindOptions} placeholder={t.chooseKind} />
        <SelectField label={t.platform} field={field("platform")} options={data.platformOptions} placeholder={t.choosePlatform} />
        <TextField
          label={t.priceLabel}
          field={field("price")}
          hint={t.priceHint}
          inputProps={{ inputMode: "numeric", autoComplete: "off", placeholder: "500.000" }}
        />
        <TextField
          label={t.deliveryLabel}
          field={field("delivery_days")}
          inputProps={{ inputMode: "numeric", autoComplete: "off", placeholder: "3" }}
        />
      </div>
      <TextAreaField
        label={t.brandProvidesLabel}
        field={field("brand_provides")}
        hint={t.brandProvidesHint}
        textareaProps={{ rows: 2, maxLength: 1000 }}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <ButtonRow cancel={t.cancel}>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.saving : intent === "create" ? t.publish : t.save}
        </button>
      </ButtonRow>
    </Form>
  );
}

/** The delete confirmation: Cancel, or Delete package. */
function DeleteForm({
  pkg,
  lastResult,
  t,
}: {
  pkg: { id: number; title: string } | null;
  lastResult?: SubmissionResult<string[]>;
  t: Texts;
}) {
  const busy = useIsPending({ intent: "delete" });
  const errors = lastResult?.error?.[""] ?? undefined;
  return (
    <Form method="post" className="space-y-4" data-testid="delete-package-form">
      <input type="hidden" name="intent" value="delete" />
      {pkg ? <input type="hidden" name="id" value={pkg.id} /> : null}
      <FormErrors id="delete-package-error" errors={errors} />
      <ButtonRow cancel={t.cancel}>
        <button type="submit" className="btn-danger" disabled={busy || !pkg}>
          {busy ? t.deleting : t.deleteConfirm}
        </button>
      </ButtonRow>
    </Form>
  );
}
