import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

/** Headless UI's Dialog around a UrlDialog's content (loaded on demand by dialog.tsx). */
export type EnhancedDialogProps = {
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  tone: "default" | "danger";
};

export function EnhancedDialog({ onClose, title, children, testId, tone }: EnhancedDialogProps) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-4">
        <DialogPanel
          className="card relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-b-none p-5 sm:rounded-b-xl sm:p-6"
          data-testid={testId}
          data-enhanced="true"
        >
          <DialogTitle className={`text-lg font-semibold ${tone === "danger" ? "text-red-700" : "text-slate-900"}`}>
            {title}
          </DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
