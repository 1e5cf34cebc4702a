import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * True while this route's form (or the one at `formAction`) is being submitted, so a
 * button can say 'Saving...' and refuse a second click. With `intent`, only while a
 * submission with that intent is on its way (a page with several forms).
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
}: { formAction?: string; formMethod?: "POST" | "GET" | "PUT" | "DELETE"; intent?: string } = {}): boolean {
  const contextualAction = useFormAction();
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod !== formMethod) return false;
  if (navigation.formAction !== (formAction ?? contextualAction)) return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
