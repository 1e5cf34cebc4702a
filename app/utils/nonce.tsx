import { createContext, useContext } from "react";

/** The CSP nonce of this document (server only; the browser hides it after load). */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
