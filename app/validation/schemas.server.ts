/*
 * The shared schemas as route actions import them. A route module that renders a form
 * must not import a schema module directly: its component loads the same schema on
 * demand (useForm), and esbuild would then keep a static import of the shared chunk
 * (zod and all) in the route. Through this .server module the browser build gets an
 * empty module instead, and the schema stays out of the page's JavaScript.
 */
export * from "./account";
export * from "./auth";
export * from "./contact";
export * from "./application";
export * from "./community";
export * from "./member";
export * from "./brief";
export * from "./admin";
