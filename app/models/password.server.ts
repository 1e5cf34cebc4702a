import { hashPassword, verifyPassword } from "../../db/password";

export { hashPassword, verifyPassword };

// A real hash of a random password: verifying against it when the e-mail is unknown
// keeps the answer time the same, so timing does not reveal which e-mails exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

/*
 * The most common passwords of six characters or more (from the public breach-corpus
 * top lists, lower-cased), refused with a message asking for a harder one. A server check,
 * like "e-mail taken": the list never ships to the browser.
 */
const COMMON_PASSWORDS = new Set(
  (
    "123456 1234567 12345678 123456789 1234567890 12345678910 654321 666666 111111 222222 " +
    "555555 777777 888888 999999 000000 121212 123123 123321 112233 159753 147258 147258369 " +
    "987654321 0987654321 1q2w3e 1q2w3e4r 1q2w3e4r5t qwerty qwerty1 qwerty12 qwerty123 " +
    "qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm qazwsx 1qaz2wsx password password1 password12 " +
    "password123 passw0rd p@ssw0rd p@ssword abc123 abcd1234 abcdef iloveyou iloveyou1 " +
    "sayangku sayang aku123 bismillah indonesia indonesia1 jakarta rahasia rahasia1 " +
    "admin123 administrator welcome welcome1 letmein monkey dragon master football " +
    "baseball sunshine princess shadow superman batman trustno1 freedom whatever " +
    "starwars computer michael jennifer jordan23 hello123 secret secret1 changeme " +
    "default guest123 test123 testing 1password qwe123 qweasd qweasdzxc asd123 zaq12wsx " +
    "google samsung nokia123 pokemon naruto doraemon anjing kucing cintaku"
  ).split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
