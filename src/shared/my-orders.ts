/**
 * My Orders' sign-in link (docs/product/rules.md, Ownership; docs/decisions/0048): the rules the
 * Worker enforces and the words the page and the email use for them.
 */
import { z } from "zod";

/** A link works once, for this long after it is sent. */
export const SIGN_IN_LINK_MINUTES = 30;
/** A browser that opened a link sees every order of that email for this long. */
export const SIGNED_IN_HOURS = 24;
/** Links sent to one address: at most this many an hour, and this many a day. */
export const SIGN_IN_LINKS_PER_HOUR = 3;
export const SIGN_IN_LINKS_PER_DAY = 10;

/** A link cut short (a mail app that wrapped it, a partial copy). */
export const SIGN_IN_LINK_BROKEN =
  "This sign-in link is not complete. Please open it again from your email, or ask for a new one below.";

/** The link's token: 256 random bits as 43 base64url characters. */
export const SignInTokenSchema = z
  .string({ error: "token is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: SIGN_IN_LINK_BROKEN });

/** Where the link lands: the token rides in the fragment, which browsers never send to a server. */
export const SIGN_IN_TOKEN_PARAM = "token";
export const signInPath = (token: string) => `/portal#${SIGN_IN_TOKEN_PARAM}=${token}`;

/** The same answer whether or not the address has orders, so it tells nobody who has bought. */
export const SIGN_IN_LINK_SENT = `If this email has orders with us, a link to open them is on its way. It works once, within ${SIGN_IN_LINK_MINUTES} minutes. If it doesn't arrive in a few minutes, check your spam folder.`;

/** A link that was used already, ran out, or was never sent. */
export const SIGN_IN_LINK_SPENT = "This link has already been used or has expired. You can ask for a new one below.";
