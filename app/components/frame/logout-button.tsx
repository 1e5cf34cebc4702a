import { Form, useNavigation } from "@remix-run/react";
import type { commonMessages } from "~/i18n/common";
import { useT } from "~/i18n/use-lang";

/** Sign-out is a POST; the button reads 'Logging out...' while pending. */
export function LogoutButton({ className = "btn-secondary" }: { className?: string }) {
  const t = useT<typeof commonMessages>("common");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/logout";
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className} disabled={pending} data-testid="logout">
        {pending ? t.loggingOut : t.logout}
      </button>
    </Form>
  );
}
