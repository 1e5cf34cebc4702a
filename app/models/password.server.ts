import { hashPassword, verifyPassword } from "../../db/password";

export { hashPassword, verifyPassword };

// A real hash of a random password: verifying against it when the e-mail is unknown
// keeps the answer time the same, so timing does not reveal which e-mails exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
