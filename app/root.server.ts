import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { commonMessages } from "~/i18n/common";
import { toWibDate } from "~/i18n/format";
import { getLang, pickMessages, translateToast } from "~/i18n/lang.server";
import type { Lang } from "~/i18n/index";
import { AREAS, dashboardPath } from "~/utils/areas";
import { holdsDemoData } from "~/models/demo.server";
import type { FooterColumn, RootData } from "~/utils/root-data";
import { getSessionUser } from "~/server/session-cookie.server";
import { newFormKey } from "~/server/form-once.server";
import { readToast } from "~/server/toast.server";

/*
 * The root route's loader, in one server module: each server module a route imports
 * costs the browser an empty stand-in chunk, so the root imports only this one.
 */

/**
 * The paths drawn in the signed-in frame (the browser gets them as data, not as code):
 * each role's area, and the conversations every role reads in its own frame.
 */
const AREA_PATHS = [...Object.values(AREAS).map((area) => area.base), "/conversations"];

/** The footer's columns in the page's language (data, so the browser gets no code for them). */
function buildFooterColumns(t: (typeof commonMessages)["en"]): FooterColumn[] {
  return [
    {
      title: t.footerAbout,
      items: [
        { label: t.navAbout, to: "/about" },
        { label: t.footerOurTeam },
        { label: t.footerCareers },
        { label: t.footerContact, to: "/contact" },
      ],
    },
    {
      title: t.footerCommunities,
      items: [
        { label: t.navBrowse, to: "/browse" },
        { label: t.footerRegisterCommunity, to: "/auth?register=COMMUNITY_OWNER" },
        { label: t.footerCommunityGuidelines, to: "/how-it-works" },
      ],
    },
    {
      title: t.footerAdvertisers,
      items: [
        { label: t.footerBecomeAdvertiser, to: "/auth?register=ADVERTISER" },
        { label: t.footerCampaignGuidelines, to: "/how-it-works" },
        { label: t.footerCaseStudies },
        { label: t.footerResources },
      ],
    },
    {
      title: t.footerLegal,
      items: [{ label: t.footerPrivacy }, { label: t.footerTerms, to: "/terms" }, { label: t.footerCookies }],
    },
  ];
}

/** Built once per language, not per request: the footer never changes while the server runs. */
const FOOTER: Record<Lang, FooterColumn[]> = {
  en: buildFooterColumns(commonMessages.en),
  id: buildFooterColumns(commonMessages.id),
};

/** The root loader: the user, the language and its frame texts, the toast of this request. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const session = await getSessionUser(request);
  const { toast, setCookie } = await readToast(request);
  const user = session?.user;
  const lang = getLang(request);
  const data: RootData = {
    lang,
    user: user
      ? {
          id: user.id,
          fullname: user.fullname,
          email: user.email,
          role: user.role,
          approval_status: user.approvalStatus,
          dashboard: dashboardPath(user.role),
          base: AREAS[user.role].base,
          menu: AREAS[user.role].menu,
        }
      : null,
    toast: toast ? translateToast(toast, lang) : null,
    // The year in Jakarta, with the formatter made once (app/i18n/format.ts), not per request.
    year: Number(toWibDate(Date.now()).slice(0, 4)),
    messages: pickMessages(request, commonMessages),
    areaPaths: AREA_PATHS,
    footer: FOOTER[lang],
    demo: holdsDemoData(),
    formKey: newFormKey(),
  };
  return json(data, {
    headers: setCookie ? { "Set-Cookie": setCookie } : {},
  });
}
