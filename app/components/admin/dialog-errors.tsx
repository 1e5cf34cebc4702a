import { useT } from "~/i18n/use-lang";
import type { validationMessages } from "~/i18n/validation";

/** Errors of the dialog's form: validation keys translated here, model texts as sent (no form kit: the page is near its JS budget). */
export function DialogErrors({ id, className, errors }: { id: string; className: string; errors?: string[] | null }) {
  const v: Record<string, string> = useT<typeof validationMessages>("validation");
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className={className} data-testid="form-error">
      {errors.map((e) => (
        <p key={e}>{v[e] ?? e}</p>
      ))}
    </div>
  );
}
