import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProfileForm } from "./profile-form";
import type { FormReply } from "~/server/action.server";
import { useResetKey } from "~/components/ui/form";
import { useT } from "~/i18n/use-lang";
import type { profileMessages } from "~/i18n/profile";
import { profileAction, profileLoader } from "./server";

// After a post that got no answer, nothing reloads: the page stays as typed.
export { skipRevalidationAfterLostPost as shouldRevalidate } from "~/i18n/use-lang";

/*
 * /community/profile: the owner creates or edits its one community.
 * The loader and action live in ./server.ts (the upload parsing and the row
 * buttons); this module is the page.
 */

export function loader(args: LoaderFunctionArgs) {
  return profileLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return profileAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.community ? data.messages.profile.editTitle : data.messages.profile.createTitle} — Guyub` : "Guyub" },
];

export default function CommunityProfile() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<FormReply>();
  const formKey = useResetKey(actionData);
  const t = useT<typeof profileMessages>("profile");
  const community = data.community;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold text-slate-900">{community ? t.editTitle : t.createTitle}</h1>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {community ? (
        community.isVerified ? (
          <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="verification-banner">
            <p className="font-semibold text-emerald-900">{t.verifiedTitle}</p>
            <p className="mt-1 text-sm text-emerald-800">{t.verifiedText}</p>
          </div>
        ) : (
          <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4" data-testid="verification-banner">
            <p className="font-semibold text-amber-900">{t.pendingTitle}</p>
            <p className="mt-1 text-sm text-amber-900">{t.pendingText}</p>
          </div>
        )
      ) : null}
      <div className="mt-6">
        <ProfileForm
          key={formKey}
          formKey="profile"
          lastResult={actionData?.result}
          defaultValue={data.form}
          locations={data.locations}
          logoUrl={community?.logoUrl ?? null}
          isNew={!community}
          verified={community?.isVerified ?? false}
          logoStored={community?.logoStored ?? false}
        />
      </div>
    </div>
  );
}
