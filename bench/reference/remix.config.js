/*
 * The bench's reference: a minimal Remix 2 app (bench/README.md, "The reference"), built
 * with the project's own @remix-run/dev and served by remix-serve, like Guyub. Same
 * compiler, same future flags; the build goes under the repository's .tmp/ (git-ignored,
 * outside every lint, typecheck and test path), never next to Guyub's build.
 */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: "app",
  serverBuildPath: "../../.tmp/bench-reference/build/index.js",
  assetsBuildDirectory: "../../.tmp/bench-reference/public/build",
  cacheDirectory: "../../.tmp/bench-reference/cache",
  publicPath: "/build/",
  serverModuleFormat: "esm",
  serverPlatform: "node",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: false,
  },
};
