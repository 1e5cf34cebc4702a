/** /browse-communities: the same community browser as /browse, under its other address. */
export { default, loader, meta } from "./browse";
