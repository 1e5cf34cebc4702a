import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { AdminConsole } from "~/components/admin/console";
import { interpolate } from "~/i18n/index";
import type { adminTemplatesMessages } from "~/i18n/admin-templates";
import { pageMeta, useT } from "~/i18n/use-lang";
import type { adminTemplatesLoader } from "./server";

/*
 * The admin console's Email Templates tab (/admin/settings): each
 * template in both languages in a read-only text area (selectable without JavaScript);
 * with JavaScript a Copy button puts it on the clipboard and says 'Copied' for 2 seconds.
 */

export { adminTemplatesLoader as loader } from "./server";

type loader = typeof adminTemplatesLoader;

export const meta: MetaFunction<loader> = ({ data }) => pageMeta(data?.messages.adminConsole);

const COPIED_MS = 2000;

export default function AdminTemplates() {
  const data = useLoaderData<loader>();
  const t = useT<typeof adminTemplatesMessages>("adminTemplates");
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  async function copy(id: string, text: string) {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFailed(null);
      setCopied(id);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      setCopied(null);
      setFailed(id);
    }
  }

  return (
    <AdminConsole tabs={data.tabs}>
      <h2 className="text-lg font-semibold text-slate-900">{t.heading}</h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {data.groups.map((group) => (
        <section key={group.key} className="mt-6" aria-labelledby={`group-${group.key}`}>
          <h3 id={`group-${group.key}`} className="font-semibold text-slate-900">
            {group.title}
          </h3>
          {group.templates.map((template) => (
            <div key={template.key} className="card mt-3 p-4" data-testid={`template-${template.key}`}>
              <h4 className="text-sm font-semibold text-slate-800">{template.name}</h4>
              <div className="mt-2 grid gap-3 lg:grid-cols-2">
                {template.versions.map((v) => {
                  const id = `${template.key}-${v.lang}`;
                  return (
                    <div key={v.lang}>
                      <label htmlFor={id} className="label">
                        {v.label}
                      </label>
                      <textarea id={id} readOnly rows={7} value={v.text} className="input text-sm" />
                      {hydrated ? (
                        <div className="mt-2 flex items-center gap-3">
                          <button
                            type="button"
                            className="btn-secondary"
                            onClick={() => copy(id, v.text)}
                            aria-label={interpolate(t.copyLabel, { name: template.name, language: v.label })}
                          >
                            {t.copy}
                          </button>
                          <span role="status" className="text-sm text-brand-700">
                            {copied === id ? t.copied : failed === id ? t.copyFailed : ""}
                          </span>
                        </div>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </section>
      ))}
    </AdminConsole>
  );
}
