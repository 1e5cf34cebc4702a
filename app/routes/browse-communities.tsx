/** /browse-communities: the same community browser as /browse (spec section 2). */
export { default, loader, meta } from "./browse";
