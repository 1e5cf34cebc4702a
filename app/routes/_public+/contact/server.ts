import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { contactMessages } from "~/i18n/contact";
import { pickMessages } from "~/i18n/lang.server";
import { validationMessages } from "~/i18n/validation";
import { createContactMessage } from "~/models/contact.server";
import { clientAddress } from "~/lib/server/client-address.server";
import { redirectWithToast } from "~/server/toast.server";
import { handleForm } from "~/server/action.server";
import { ContactSchema } from "~/validation/schemas.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ messages: pickMessages(request, contactMessages, validationMessages) });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleForm(request, await request.formData(), ContactSchema, (value) => {
    // Null means the honeypot caught a bot: it gets the same success answer, nothing stored.
    createContactMessage(value, { clientAddress: clientAddress() });
    // Post/redirect/get: a reload cannot resend, and the form comes back empty.
    return redirectWithToast("/contact", { title: "messageSent", description: "messageSentText", type: "success" });
  });
}
