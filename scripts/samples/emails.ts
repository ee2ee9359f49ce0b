/**
 * The buyer emails of docs/samples/emails/, each written from one fixed example order by the
 * Worker's own templates (src/emails/). `npm run samples` writes them; a domain test fails
 * when they no longer match what the templates write.
 */
import type { EmailFacts } from "../../src/emails/messages";
import { writeEmail } from "../../src/emails/sender";
import { EMAIL_KINDS, type EmailKind } from "../../src/shared/statuses";

const shop = { siteUrl: "https://shop.example", supportEmail: "support@shop.example" };

/** The soulmate example order (tests reuse it). */
export const soulmate: EmailFacts = {
  ...shop,
  orderId: "3f9c2a71-5b8e-4d2a-9c61-0e7f5a2b4c19",
  productType: "soulmate",
  email: "ari.lee@example.com",
  firstName: "Ari",
  finalPriceCents: 1499,
  paymentMethod: "paypal",
  couponCode: null,
  failureReason: null,
  sessionId: null,
  reading: null,
  signInToken: null,
};

const tarot: EmailFacts = {
  ...shop,
  orderId: "b27d4e90-1c3a-4f5b-8e2d-6a9c0f1e3d57",
  productType: "tarot_reading",
  email: "sam.reader@example.com",
  firstName: null,
  finalPriceCents: 1499,
  paymentMethod: "paypal",
  couponCode: null,
  failureReason: null,
  sessionId: "5e1a7c3b-9d2f-4b6e-a8c0-2f4d6b8e0a13",
  reading: { id: "c8e2f4a6-0b1d-4c3e-9f5a-7d9b1e3f5a27", spreadType: "celtic_cross" },
  signInToken: null,
};

/** A My Orders sign-in link (its token is random; this one is made up). */
const signIn: EmailFacts = { ...soulmate, signInToken: "q3Vd8Kx1_sample-token-for-the-docs-01234567" };

/** Which example each sample uses: the refund is shown for both products. */
const SAMPLES: { file: string; kind: EmailKind; facts: EmailFacts }[] = [
  ...EMAIL_KINDS.filter((kind) => kind !== "refund_confirmed").map((kind) => ({
    file: kind,
    kind,
    facts: kind === "my_orders_link" ? signIn : kind.startsWith("reading_") ? tarot : soulmate,
  })),
  { file: "refund_confirmed-soulmate", kind: "refund_confirmed", facts: soulmate },
  { file: "refund_confirmed-tarot", kind: "refund_confirmed", facts: tarot },
];

/** Every sample file (docs/samples/emails/NAME.html and NAME.txt, the subject first in the text) with its contents. */
export function emailSampleFiles(): { file: string; contents: string }[] {
  return SAMPLES.flatMap(({ file, kind, facts }) => {
    const email = writeEmail(kind, facts);
    return [
      { file: `docs/samples/emails/${file}.html`, contents: `${email.html}\n` },
      { file: `docs/samples/emails/${file}.txt`, contents: `Subject: ${email.subject}\n\n${email.text}` },
    ];
  });
}
