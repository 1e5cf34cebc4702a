import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { toCardData } from "~/utils/community-view";
import { communityMessages } from "~/i18n/community";
import { homeMessages } from "~/i18n/home";
import { categoryMessages } from "~/i18n/labels";
import { pickMessages } from "~/i18n/lang.server";
import { listHomePreview } from "~/models/community.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({
    communities: listHomePreview().map(toCardData),
    messages: pickMessages(request, homeMessages, communityMessages, categoryMessages),
  });
}
