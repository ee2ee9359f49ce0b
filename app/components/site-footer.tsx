import { Link } from "react-router";
import { SITE_NAME } from "./page-meta";
import { SupportEmail } from "./support-email";

/** On every page: the entertainment-only notice, legal links, support contact. */
export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-night-700/70 bg-night-950">
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-5 py-10 text-sm text-mist sm:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <p className="font-display text-base text-gold-300">{SITE_NAME}</p>
          <p>
            <strong className="text-parchment">For entertainment purposes only.</strong> Our stories, cards and readings
            are creative, symbolic works. They are not predictions and not medical, legal, financial or psychological
            advice. Adults 18+ only.
          </p>
          <p>
            Questions or refunds: <SupportEmail />
          </p>
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. Prices in Australian dollars (AUD).
          </p>
        </div>
        <nav aria-label="Legal">
          <ul className="space-y-2">
            <li>
              <Link className="underline-offset-4 hover:text-gold-200 hover:underline" to="/privacy">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:text-gold-200 hover:underline" to="/terms">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link className="underline-offset-4 hover:text-gold-200 hover:underline" to="/refunds">
                Refund Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
