import { Link } from "react-router";
import { SITE_NAME } from "../components/page-meta";
import { buttonStyles } from "../components/ui/button-styles";

/** Any path the SPA does not know. */
export function Component() {
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center px-5 py-24 text-center">
      <title>{`Page Not Found · ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p aria-hidden="true" className="font-display text-7xl text-gold-400/80">
        404
      </p>
      <h1 className="mt-4 text-3xl text-parchment sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-mist">
        The stars could not find this page. It may have moved, or the address may have a typo.
      </p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Back to Home
      </Link>
    </section>
  );
}
