import { Link } from "react-router";
import { LegalPage } from "../../components/legal-page";
import { SupportEmail } from "../../components/support-email";

export function Component() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What Soulmate Stories collects, why we use it, who helps us run the shop, how long we keep it and how to exercise your privacy rights."
      path="/privacy"
    >
      <p>
        Soulmate Stories is a small Australian online shop. We make personalised symbolic storybooks, card sets and AI
        tarot readings, all for entertainment. We ask for very little about you, and this policy explains exactly what
        that is, why we need it, who helps us handle it and how long we keep it.
      </p>
      <p>
        We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. If
        anything here is unclear, email us at <SupportEmail /> and a real person will reply.
      </p>

      <h2>What we collect</h2>
      <p>You don’t create an account with us. We only know what you choose to tell us while using the shop.</p>
      <h3>When you order a Soulmate Story</h3>
      <ul>
        <li>
          <strong>Your quiz answers:</strong> star sign, date of birth, whether you’d like a story about a man or a
          woman, and your relationship status.
        </li>
        <li>
          <strong>Optional details:</strong> a city or town and a first name, only if you decide to add them.
        </li>
        <li>
          <strong>Your email address,</strong> which is how we link you to your order.
        </li>
        <li>
          <strong>The files we create for you:</strong> your storybook, symbolic card set and oracle pack.
        </li>
      </ul>
      <h3>When you buy an AI Tarot Reading</h3>
      <ul>
        <li>
          <strong>Your intention or question,</strong> written in your own words.
        </li>
        <li>
          <strong>Your reading:</strong> the spread you chose, the cards drawn and the interpretation we wrote for you.
        </li>
      </ul>
      <h3>For every order</h3>
      <ul>
        <li>
          <strong>Order and payment records</strong> that PayPal sends back to us, such as the PayPal order ID, the
          payment status and the amount paid, plus any coupon code you used. We never see or store your card number or
          PayPal password.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address, used briefly to limit how often requests can be made and to
          block abuse.
        </li>
        <li>
          <strong>Messages you send us,</strong> for example when you ask for help or a refund.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To create the storybook, cards or reading you paid for, and to show them to you.</li>
        <li>To let you find your orders again on the result page and in My Orders using your email address.</li>
        <li>To confirm payments, apply coupons, and process refunds and redos.</li>
        <li>To answer your questions and help when something goes wrong.</li>
        <li>To keep the shop secure, stop fraud and misuse, and fix faults.</li>
        <li>To keep the financial records Australian law requires of a business.</li>
      </ul>
      <p>
        We use your email only to deliver and look up your orders and to support you. We will never send you marketing
        unless you have clearly said yes to it first.
      </p>

      <h2>How your stories and readings are written</h2>
      <p>
        Your story text and tarot interpretation are written by an AI language model. By default that model runs inside
        our own service, so your answers stay with us and our hosting provider. From time to time we may instead use
        Cloudflare Workers AI, which runs open models hosted by Cloudflare. When we do, your quiz answers or tarot
        intention are sent to Cloudflare so the text can be generated, and only for that purpose.
      </p>
      <p>
        Your intentions, answers and readings are never used to train AI models. Our symbolic card art never depicts
        faces, and we never ask you for a photo.
      </p>

      <h2>Cookies and similar technology</h2>
      <p>
        We use only essential cookies. One holds a random key that shows an order you haven’t paid for yet was started
        in your browser, so nobody else can put a coupon on it or start paying for it. One remembers which order your
        browser is in the middle of paying for, so checkout works. And one for each tarot reading notes that your
        browser was given that reading’s link, so My Orders can show it to you. They contain no advertising or profile
        information. We do not use tracking, analytics or advertising cookies, and we don’t let advertisers follow you
        around our site.
      </p>

      <h2>Where your information is kept</h2>
      <p>
        The shop runs on Cloudflare. Our code runs on Cloudflare Workers, order and reading records live in a Cloudflare
        D1 database, generated files are stored in Cloudflare R2, and background jobs run through Cloudflare Queues and
        Durable Objects. Cloudflare operates data centres around the world, so your information may be stored or
        processed outside Australia. We rely on Cloudflare’s contractual and security commitments to protect it to a
        standard comparable to the Australian Privacy Principles.
      </p>

      <h2>Who we share it with</h2>
      <p>We share personal information only with the services we need to run the shop:</p>
      <ul>
        <li>
          <strong>PayPal,</strong> which processes your payment under its own privacy policy.
        </li>
        <li>
          <strong>Cloudflare,</strong> which hosts the shop, stores our data and, when we choose it, runs the AI model
          as described above.
        </li>
      </ul>
      <p>
        We never sell, rent or trade your information. We would only disclose it to anyone else if the law required us
        to, for example in response to a valid order from an Australian court or regulator.
      </p>
      <h3>Shared reading links</h3>
      <p>
        Each tarot reading is saved at its own web address (a permalink). Anyone who has that link can view the reading,
        including your intention, so please share it only with people you trust. Because there are no accounts, anyone
        who knows the email address used for an order can also look it up in My Orders, so please use an address that
        belongs to you alone.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Orders, quiz answers and tarot readings:</strong> 24 months from the order date, then deleted or
          anonymised so they can no longer be linked to you.
        </li>
        <li>
          <strong>Generated files</strong> (storybook PDFs, card images and ZIP downloads): 12 months, then deleted.
          Please download anything you want to keep.
        </li>
        <li>
          <strong>Payment records:</strong> 7 years, as Australian tax law requires.
        </li>
        <li>
          <strong>Support emails:</strong> 24 months after the conversation ends.
        </li>
        <li>
          <strong>Server logs:</strong> 30 days. Our logs never contain full email addresses or card details.
        </li>
        <li>
          <strong>IP addresses used for rate limiting:</strong> no longer than 24 hours.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>You can ask us at any time to:</p>
      <ul>
        <li>tell you what personal information we hold about you and give you a copy;</li>
        <li>correct information that is wrong, out of date or incomplete; or</li>
        <li>delete your orders, readings and files.</li>
      </ul>
      <p>
        Email <SupportEmail /> from the address you used for your orders, so we can be sure the request is yours. We
        will answer within 30 days. If we can’t do everything you ask, for instance because we must keep payment records
        for tax purposes, we will explain why. Deleting a tarot reading also switches off its shared link.
      </p>
      <p>
        If you are unhappy with how we have handled your information, please tell us first so we can try to put it
        right. You can also complain to the Office of the Australian Information Commissioner (OAIC) at{" "}
        <a href="https://www.oaic.gov.au">oaic.gov.au</a>.
      </p>

      <h2>How we protect it</h2>
      <p>
        All traffic to the shop is encrypted with HTTPS. Access to our systems is limited to the people who run the
        shop, and each service we use is chosen for its strong security record. Payments happen within PayPal, so card
        details never reach us, and we keep our logs free of full email addresses. No system is perfectly secure, but if
        a data breach were likely to cause you serious harm, we would tell you and the OAIC as the law requires.
      </p>

      <h2>Adults only</h2>
      <p>
        Our products are for adults aged 18 and over. We do not knowingly collect information from anyone under 18. If
        we learn that we have, we will delete it promptly. If you believe a young person has used the shop, please let
        us know.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy when our shop or the law changes. The date at the top of the page shows when it last
        changed, and we won’t use information you have already given us in a materially new way without telling you
        first. Our <Link to="/terms">Terms of Service</Link> and <Link to="/refunds">Refund Policy</Link> explain the
        rest of how the shop works.
      </p>

      <h2>Contact us</h2>
      <p>
        For any privacy question or request, email <SupportEmail />. Including your order ID helps us find your details
        quickly, but please don’t send card numbers or passwords.
      </p>
    </LegalPage>
  );
}
