import { Clock, RotateCcw, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { SupportEmail } from "../support-email";

/** The 30-day money-back promise, the refund timing and the 48-hour delivery promise. */
export function Guarantee() {
  return (
    <section id="guarantee" aria-labelledby="guarantee-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto w-full max-w-6xl px-5">
        <div className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl border border-gold-500/40 bg-gradient-to-br from-night-800 via-night-900 to-night-950 p-7 shadow-[0_30px_80px_-40px_rgb(228_185_91/0.35)] sm:p-12">
          <div className="flex flex-col gap-8 sm:flex-row sm:items-start">
            <div
              aria-hidden="true"
              className="grid size-24 shrink-0 place-items-center rounded-full border-2 border-gold-400/70 bg-night-950 text-center shadow-[0_0_0_6px_rgb(7_6_26),0_0_0_7px_rgb(201_154_58/0.4)]"
            >
              <span>
                <ShieldCheck className="mx-auto size-7 text-gold-300" />
                <span className="mt-1 block font-display text-xs font-bold tracking-wider text-gold-200">30 DAYS</span>
              </span>
            </div>
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold-300">Our promise</p>
              <h2 id="guarantee-title" className="mt-3 text-3xl leading-tight text-parchment sm:text-4xl">
                30-day money-back guarantee
              </h2>
              <p className="mt-5 text-lg leading-relaxed text-mist">
                If your pack or your reading doesn’t feel right, email <SupportEmail /> within 30 days of purchase and
                we’ll refund you in full. No forms, no hard feelings.
              </p>
              <ul className="mt-7 space-y-4 text-parchment">
                <li className="flex gap-3">
                  <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
                  <span>
                    Refunds go back through the payment provider and usually reach you within{" "}
                    <strong className="text-gold-200">3 to 10 business days</strong>.
                  </span>
                </li>
                <li className="flex gap-3">
                  <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
                  <span>
                    If your Soulmate Stories pack hasn’t arrived within{" "}
                    <strong className="text-gold-200">48 hours of payment</strong>, we’ll refund it, whatever the
                    reason.
                  </span>
                </li>
              </ul>
              <p className="mt-6">
                <Link
                  to="/refunds"
                  className="inline-flex min-h-11 items-center font-semibold text-gold-300 underline underline-offset-4 hover:text-gold-200"
                >
                  Read the full refund policy
                </Link>
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
