/** /browse-communities: the same community browser as /browse, under its other address. */
export { default, meta } from "./browse/route";
export { loader } from "./browse/server";
