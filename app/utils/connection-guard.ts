/*
 * Flaky mobile data: a form posted with JavaScript whose connection drops (or whose answer
 * is a gateway's error page, so it never reached Guyub) would land on the error page and
 * lose what the user typed. Loaded and installed as soon as a form is first used (useForm
 * loads it with the validator, an enhanced dialog with itself; not before: every page's
 * first JavaScript counts), this turns such a failed
 * post into the form's own answer: status 503 and a form error saying that no answer came,
 * that what was typed is still there, and to send it again (the text comes with the page:
 * <html data-connection-lost>). Every field stays as typed; the routes reload nothing after
 * it (utils/lost-post.ts), so the form keeps its one-time key, and sending again is safe: a
 * post that did arrive answers with its first result.
 */

let installed = false;

function isRemixPost(input: RequestInfo | URL, init?: RequestInit): boolean {
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return method !== "GET" && method !== "HEAD" && /[?&]_data=/.test(url);
}

/** An answer that is not Guyub's (a proxy's 502/504 page): Remix marks every answer of its own. */
function isGatewayError(response: Response): boolean {
  return response.status >= 500 && !["X-Remix-Response", "X-Remix-Error", "X-Remix-Catch"].some((h) => response.headers.has(h));
}

/** The form's answer when none came: its error, for the form that sent it (its `intent`). */
function connectionLost(init?: RequestInit): Response {
  const body = init?.body;
  const intent = body instanceof FormData || body instanceof URLSearchParams ? body.get("intent") : null;
  const message = document.documentElement.dataset.connectionLost ?? "No answer: please send again.";
  return new Response(
    JSON.stringify({ connectionLost: true, ...(intent ? { intent } : {}), result: { status: "error", error: { "": [message] } } }),
    { status: 503, headers: { "Content-Type": "application/json; charset=utf-8", "X-Remix-Response": "yes" } },
  );
}

export function installConnectionGuard(): void {
  if (installed) return;
  installed = true;
  const send = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isRemixPost(input, init)) return send(input, init);
    try {
      const response = await send(input, init);
      return isGatewayError(response) ? connectionLost(init) : response;
    } catch (error) {
      // A post the user or Remix cancelled is not a lost connection.
      if ((error as Error)?.name === "AbortError") throw error;
      return connectionLost(init);
    }
  };
}
