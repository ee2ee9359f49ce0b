import { Link } from "react-router";
import { LegalPage } from "../../components/legal-page";
import { SupportEmail } from "../../components/support-email";

export function Component() {
  return (
    <LegalPage
      title="Refund Policy"
      description="Our 30-day money-back guarantee, how to request a refund, how long it takes through PayPal, and how we redo broken files or failed orders for free."
      path="/refunds"
    >
      <p>
        We want you to enjoy what you buy from Soulmate Stories. If something isn’t right, we would much rather fix it
        or give your money back than leave you disappointed. This policy explains how.
      </p>

      <h2>Our promise</h2>
      <p>
        Every paid order, whether a Soulmate Stories bundle or an AI Tarot Reading, comes with a{" "}
        <strong>30-day money-back guarantee</strong>. If you are not happy for any reason, ask within 30 days of paying
        and we will refund you in full. You don’t need to explain yourself, although we are always grateful for feedback
        that helps us improve.
      </p>

      <h2>How to ask for a refund</h2>
      <p>
        Send an email to <SupportEmail /> and include:
      </p>
      <ul>
        <li>your order ID, which you can find on your result page or in My Orders;</li>
        <li>the email address you used when you placed the order; and</li>
        <li>if you like, a sentence about what went wrong.</li>
      </ul>
      <p>
        If you can’t find your order ID, just tell us the email address you used and roughly when you paid, and we will
        find it for you. You can also look it up yourself in <Link to="/portal">My Orders</Link>. Please never send card
        numbers or passwords by email.
      </p>

      <h2>When we approve a refund</h2>
      <p>We will approve your refund if:</p>
      <ul>
        <li>you ask within 30 days of payment, for any reason;</li>
        <li>your Soulmate Stories order was not delivered within 48 hours of payment; or</li>
        <li>you were charged more than once for the same order, in which case we refund the duplicate charge.</li>
      </ul>
      <p>
        Once a refund is approved, your order is closed and we may remove its files and any shared reading link. Please
        save anything you want to keep before you ask.
      </p>

      <h2>How long it takes</h2>
      <p>
        We reply to refund requests within <strong>2 business days</strong>. Once we approve a refund, we send it back
        through PayPal to the account or card you paid with. PayPal usually takes <strong>3 to 10 business days</strong>{" "}
        to complete the reversal, depending on your bank or card issuer. If it hasn’t arrived after 10 business days,
        let us know and we will chase it up.
      </p>

      <h2>What is not covered</h2>
      <ul>
        <li>
          <strong>Free orders.</strong> If you used a coupon that made your order free, no money changed hands, so there
          is nothing to refund. You can still ask us for a redo.
        </li>
        <li>
          <strong>Late requests.</strong> Requests made more than 30 days after payment are not covered by the
          guarantee, unless the law requires us to provide a remedy.
        </li>
        <li>
          <strong>Misuse.</strong> We may decline requests that look like abuse, such as repeatedly buying and
          refunding, or refund requests for orders that broke our <Link to="/terms">Terms of Service</Link>.
        </li>
      </ul>
      <p>
        Because every reading is entertainment, we can’t refund on the basis that a prediction did or didn’t come true,
        though within 30 days you don’t need a reason anyway.
      </p>

      <h2>Free redos</h2>
      <p>
        Sometimes technology misbehaves. If a PDF won’t open, an image is broken or missing, or an order failed part-way
        through, we will <strong>regenerate it at no cost</strong>. There is no time limit while your order is still
        stored with us. Email <SupportEmail /> with your order ID and a short description of the problem, and we will
        start a redo and let you know when it is ready. You can ask for a redo instead of, or before, a refund; asking
        for one never affects your 30-day guarantee.
      </p>

      <h2>Your rights under Australian Consumer Law</h2>
      <p>
        This policy sits on top of your rights under the Australian Consumer Law; it does not replace them. Our products
        come with guarantees that cannot be excluded. If something we sell has a major failure, you are entitled to a
        refund even after 30 days. If the problem is minor, we will put it right within a reasonable time, usually with
        a redo, and if we don’t, you can ask for your money back.
      </p>

      <h2>Questions</h2>
      <p>
        If anything here is unclear, email <SupportEmail />. You can also read our{" "}
        <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
