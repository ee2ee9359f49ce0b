/** @jsxImportSource hono/jsx */
/**
 * One email as blocks (a heading, paragraphs, the order's facts, a button, further links),
 * written out twice from the same blocks: as HTML in the shop's night-and-gold look, with
 * inline styles and tables because mail clients ignore stylesheets, and as plain text. The
 * HTML is JSX, so every value from an order is escaped.
 */

export type EmailLink = { label: string; href: string };

export type EmailBlocks = {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  /** Each a paragraph of plain text. */
  paragraphs: string[];
  /** Label and value rows: the order number, the product, the amount. */
  facts: [string, string][];
  action?: EmailLink;
  /** Paragraphs after the button. */
  after?: string[];
  links?: EmailLink[];
  supportEmail: string;
  siteUrl: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const SITE_NAME = "Soulmate Stories";
const ENTERTAINMENT =
  "For entertainment purposes only. Our stories, cards and readings are creative, symbolic works, not predictions or advice.";

const color = {
  night950: "#07061a",
  night800: "#17143d",
  night700: "#241f57",
  gold300: "#f0d27e",
  gold400: "#e4b95b",
  parchment: "#f6f1e4",
  mist: "#c8c2e0",
} as const;

const serif = "Georgia, 'Times New Roman', serif";
const sans = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function Paragraph({ text }: { text: string }) {
  return (
    <p style={`margin:0 0 16px;font-family:${sans};font-size:16px;line-height:1.6;color:${color.parchment}`}>{text}</p>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  if (rows.length === 0) return null;
  return (
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style={`margin:8px 0 24px;border:1px solid ${color.night700};border-radius:8px;background:${color.night950}`}
    >
      {rows.map(([label, value]) => (
        <tr key={label}>
          <td style={`padding:10px 16px;font-family:${sans};font-size:14px;color:${color.mist};width:40%`}>{label}</td>
          <td style={`padding:10px 16px;font-family:${sans};font-size:14px;color:${color.parchment}`}>{value}</td>
        </tr>
      ))}
    </table>
  );
}

function Button({ link }: { link: EmailLink }) {
  return (
    <table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px">
      <tr>
        <td style={`border-radius:999px;background:${color.gold400}`}>
          <a
            href={link.href}
            style={`display:inline-block;padding:14px 28px;font-family:${sans};font-size:16px;font-weight:600;color:${color.night950};text-decoration:none;border-radius:999px`}
          >
            {link.label}
          </a>
        </td>
      </tr>
    </table>
  );
}

function EmailHtml({ email }: { email: EmailBlocks }) {
  const linkStyle = `color:${color.gold300};text-decoration:underline`;
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <title>{email.subject}</title>
      </head>
      <body style={`margin:0;padding:0;background:${color.night950}`}>
        <div style="display:none;max-height:0;overflow:hidden">{email.preheader}</div>
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style={`background:${color.night950}`}>
          <tr>
            <td align="center" style="padding:32px 16px">
              <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
                <tr>
                  <td
                    style={`padding:0 0 20px;font-family:${serif};font-size:20px;letter-spacing:2px;color:${color.gold300}`}
                  >
                    <a href={email.siteUrl} style={`color:${color.gold300};text-decoration:none`}>
                      {SITE_NAME.toUpperCase()}
                    </a>
                  </td>
                </tr>
                <tr>
                  <td
                    style={`padding:32px 28px;border:1px solid ${color.night700};border-radius:16px;background:${color.night800}`}
                  >
                    <h1
                      style={`margin:0 0 20px;font-family:${serif};font-size:26px;line-height:1.3;font-weight:normal;color:${color.gold300}`}
                    >
                      {email.heading}
                    </h1>
                    {email.paragraphs.map((text) => (
                      <Paragraph key={text} text={text} />
                    ))}
                    <Facts rows={email.facts} />
                    {email.action ? <Button link={email.action} /> : null}
                    {(email.after ?? []).map((text) => (
                      <Paragraph key={text} text={text} />
                    ))}
                    {(email.links ?? []).map((link) => (
                      <p
                        key={link.href}
                        style={`margin:0 0 8px;font-family:${sans};font-size:15px;color:${color.mist}`}
                      >
                        {link.label}:{" "}
                        <a href={link.href} style={linkStyle}>
                          {link.href}
                        </a>
                      </p>
                    ))}
                  </td>
                </tr>
                <tr>
                  <td
                    style={`padding:20px 4px 0;font-family:${sans};font-size:13px;line-height:1.6;color:${color.mist}`}
                  >
                    <p style="margin:0 0 8px">
                      Questions? Write to{" "}
                      <a href={`mailto:${email.supportEmail}`} style={linkStyle}>
                        {email.supportEmail}
                      </a>{" "}
                      and we'll help.
                    </p>
                    <p style="margin:0">{ENTERTAINMENT}</p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>
  );
}

function plainText(email: EmailBlocks): string {
  const lines: string[] = [email.heading, "", ...email.paragraphs.flatMap((p) => [p, ""])];
  if (email.facts.length > 0) lines.push(...email.facts.map(([label, value]) => `${label}: ${value}`), "");
  if (email.action) lines.push(`${email.action.label}: ${email.action.href}`, "");
  for (const p of email.after ?? []) lines.push(p, "");
  if (email.links?.length) lines.push(...email.links.map((link) => `${link.label}: ${link.href}`), "");
  lines.push(
    `Questions? Write to ${email.supportEmail} and we'll help.`,
    "",
    ENTERTAINMENT,
    "",
    `${SITE_NAME}: ${email.siteUrl}`,
  );
  return `${lines.join("\n")}\n`;
}

export function renderEmail(email: EmailBlocks): RenderedEmail {
  const html = `<!doctype html>${(<EmailHtml email={email} />).toString()}`;
  return { subject: email.subject, text: plainText(email), html };
}
