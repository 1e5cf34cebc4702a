import { useRootData } from "~/utils/root-data";
import { SUBMISSION_FIELD } from "~/utils/submission-key";

/**
 * The hidden one-time key of a form that creates something: the same form sent twice (a
 * double tap, a retry on a flaky connection) creates one thing. The key comes from the
 * server with the page (root data), so it works without JavaScript.
 */
export function SubmissionKey() {
  const formKey = useRootData()?.formKey;
  return formKey ? <input type="hidden" name={SUBMISSION_FIELD} value={formKey} /> : null;
}
