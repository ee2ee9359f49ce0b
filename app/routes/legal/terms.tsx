import { Link } from "react-router";
import { LegalPage } from "../../components/legal-page";
import { SupportEmail } from "../../components/support-email";

export function Component() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for buying and using Soulmate Stories storybooks and AI tarot readings: who can order, payment, delivery, refunds and your rights."
      path="/terms"
    >
      <p>
        Thank you for visiting Soulmate Stories. These terms are the agreement between you and us when you use our
        website or buy from us. We have tried to keep them short and plain, but please read them before you order.
      </p>

      <h2>1. About these terms</h2>
      <p>
        Soulmate Stories (“we”, “us”, “our”) is a small online shop based in Australia. By using the website, taking the
        quiz, placing an order or redeeming a coupon, you agree to these terms, together with our{" "}
        <Link to="/privacy">Privacy Policy</Link> and <Link to="/refunds">Refund Policy</Link>. If you don’t agree,
        please don’t use the shop.
      </p>
      <p>
        Nothing in these terms removes or limits the rights you have under the Australian Consumer Law or any other law
        that cannot be excluded by contract.
      </p>

      <h2>2. Who can use the shop</h2>
      <p>
        Soulmate Stories is for adults only. By using the shop you confirm that you are at least 18 years old and able
        to enter into a binding agreement. We don’t offer accounts: you are identified only by the email address you
        give us, so please use an address that is yours and that you can access. If we learn that an order was placed by
        someone under 18, we may cancel it and delete the related information.
      </p>

      <h2>3. Our products</h2>
      <p>We currently sell two one-time digital products:</p>
      <ul>
        <li>
          <strong>Soulmate Stories.</strong> You answer a short eight-step quiz about yourself and what you are looking
          for. We then create a personalised, symbolic eight-panel storybook (as a PDF and an animated web page), a
          symbolic card set (as a PDF and images) and a free five-card oracle pack featuring Gratitude, Peace, Joy, Love
          and Protection (as images and a ZIP file). Our artwork is symbolic and never shows anyone’s face, including a
          real or predicted partner.
        </li>
        <li>
          <strong>AI Tarot Reading.</strong> You write an intention or question, our server shuffles a full 78-card
          Rider-Waite-Smith deck, and you choose a spread (One Card, Past/Present/Future or a ten-card Celtic Cross).
          You turn over your cards and an AI-written interpretation appears on screen.
        </li>
      </ul>
      <p>
        The stories and interpretations are written by AI, so every result is different. We may update or improve the
        products over time, but we will always deliver what was described when you paid.
      </p>

      <h2>4. For entertainment only</h2>
      <p>
        Our storybooks, cards and tarot readings are made to delight and inspire reflection. They are for entertainment
        purposes only. We do not claim to predict the future, reveal a real person or guarantee any outcome, and nothing
        we create is medical, psychological, legal, financial or any other kind of professional advice. Please don’t
        rely on our products to make important decisions. If you are going through a difficult time, talk to a qualified
        professional or someone you trust.
      </p>

      <h2>5. Orders and pricing</h2>
      <p>
        Each product costs A$14.99. All prices are in Australian dollars and include GST where GST applies. The price
        shown when you pay is the price you are charged; if we change our prices, the change won’t affect an order you
        have already paid for. An order is accepted once payment is confirmed or a valid coupon is redeemed. We may
        decline or cancel an order if we reasonably suspect fraud, misuse or a pricing error, and we will refund
        anything you paid for a cancelled order.
      </p>

      <h2>6. Payment and coupons</h2>
      <p>
        Payments are handled by PayPal through the PayPal button on our checkout. Depending on where you are, PayPal may
        let you pay with a PayPal balance or a card. Your payment is also subject to PayPal’s own terms. We never see or
        store your card number.
      </p>
      <p>We sometimes offer coupon codes. When you use one:</p>
      <ul>
        <li>only one coupon can be applied to each order;</li>
        <li>coupons have no cash value and cannot be exchanged, transferred for money or refunded;</li>
        <li>a coupon may be limited in time or in the number of uses, as stated when it is offered; and</li>
        <li>we may cancel coupons that have been shared publicly, sold or otherwise misused.</li>
      </ul>

      <h2>7. Delivery</h2>
      <p>
        Everything we sell is delivered online; nothing is posted to you. A Soulmate Stories order is usually ready
        within 24 hours of payment, and within 48 hours at our busiest times. You can follow its progress on your result
        page, or at any time in <Link to="/portal">My Orders</Link> by entering the email address you used. A tarot
        reading is created straight away and streams onto your screen once you turn your cards.
      </p>
      <p>
        Your files remain available for download for 12 months, and your orders and readings can be viewed for 24
        months. After that they may be deleted, so please save copies of anything you want to keep.
      </p>

      <h2>8. Refunds and redos</h2>
      <p>
        Every paid order comes with a 30-day money-back guarantee. If a file is broken or an order fails, we will
        regenerate it at no cost. If your Soulmate Stories order has not arrived within 48 hours of payment, you can ask
        for a full refund. Our <Link to="/refunds">Refund Policy</Link> explains how to ask and how long it takes.
      </p>

      <h2>9. Your files and our intellectual property</h2>
      <p>
        The website, its design, code, artwork, templates, card designs, text and branding belong to us or the people
        who license them to us, and are protected by copyright and other laws.
      </p>
      <p>
        When you receive your storybook, cards, oracle pack or reading, we grant you a personal, non-exclusive,
        non-transferable licence to keep, view, download and print them for your own non-commercial use. You are welcome
        to show them to friends and family and share them on your personal social media. You may not sell them, sell
        prints or products made from them, use them in advertising or a commercial service, pass them off as your own
        work for profit, or use them to train AI models.
      </p>
      <p>
        You keep ownership of what you write to us, such as your quiz answers and tarot intention. You give us
        permission to use it only to create, deliver and support your order as described in our{" "}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>10. Shared reading links</h2>
      <p>
        Every tarot reading is saved at its own permanent web address so you can return to it and share it.{" "}
        <strong>Anyone who has that link can view the reading</strong>, including the intention you wrote. We can’t
        control where a link goes once it has been shared. Please think before writing anything very personal in your
        intention, and share the link only with people you trust. If you want a reading taken down, email us and we will
        delete it, which switches the link off.
      </p>

      <h2>11. Acceptable use</h2>
      <p>Please use the shop kindly and fairly. In particular, you must not:</p>
      <ul>
        <li>use the shop for anything unlawful, or enter another person’s details without their permission;</li>
        <li>write intentions or answers intended to harass, threaten, harm or exploit anyone;</li>
        <li>
          scrape, copy or download content in bulk, or access the shop with bots or other automated tools except as
          ordinary web browsing;
        </li>
        <li>
          try to get around payment, coupon limits or rate limits, or deliberately overload, probe or disrupt our
          systems;
        </li>
        <li>try to make our AI produce harmful, hateful, sexually explicit or illegal content; or</li>
        <li>use a payment method you are not authorised to use.</li>
      </ul>
      <p>
        If you break these rules, we may refuse service, cancel orders or remove readings. Where an order was paid for
        and the law requires it, we will refund it.
      </p>

      <h2>12. Limitation of liability</h2>
      <p>
        Our products come with guarantees that cannot be excluded under the Australian Consumer Law, and nothing in
        these terms limits them. Subject to that, and to the extent the law allows:
      </p>
      <ul>
        <li>we provide the products for entertainment and do not promise any particular result or outcome;</li>
        <li>we are not responsible for decisions you make, or actions you take, based on a story, card or reading;</li>
        <li>
          we are not liable for indirect or consequential loss, or for short interruptions caused by our hosting,
          payment or internet providers; and
        </li>
        <li>our total liability for any order is limited to the amount you paid for it.</li>
      </ul>

      <h2>13. Changes and governing law</h2>
      <p>
        We may update these terms from time to time, for example when we add a product or the law changes. The date at
        the top of this page shows the latest version. The terms that applied when you placed an order continue to apply
        to that order.
      </p>
      <p>
        These terms are governed by the laws of New South Wales, Australia. You and we agree to the non-exclusive
        jurisdiction of the courts of New South Wales, and any court that can hear appeals from them. If any part of
        these terms is found to be invalid, the rest continues to apply.
      </p>

      <h2>14. Contact</h2>
      <p>
        Questions, problems or feedback? Email us at <SupportEmail /> and include your order ID if you have one. We
        usually reply within two business days, and we are always happy to help put things right.
      </p>
    </LegalPage>
  );
}
