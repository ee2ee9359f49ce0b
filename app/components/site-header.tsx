import { Menu, Moon, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { SITE_NAME } from "./page-meta";

/** The landing page's sections the header links to (docs/product/screens.md, Site header). */
const LANDING_SECTIONS = [
  { href: "#how-it-works", label: "How It Works" },
  { href: "#samples", label: "Samples" },
  { href: "#faq", label: "FAQ" },
];

/** Display is left to each use, so "hidden sm:inline-flex" cannot fight a built-in inline-flex. */
const navLink =
  "min-h-11 items-center rounded-full px-3 text-sm font-medium text-mist transition-colors hover:text-gold-200";

const journeyButton =
  "items-center justify-center rounded-full bg-gold-400 px-5 font-semibold text-night-950 transition-colors hover:bg-gold-300";

/**
 * On every page: the brand and My Orders. On the landing page also the
 * section links and "Choose Your Journey". Below lg the section links fold
 * into a menu; below sm My Orders and Choose Your Journey join them there.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = onHome && menuOpenOn === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // While the menu is open: a tap outside the header, a chosen link or Escape closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpenOn(null);
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("#landing-menu a")) setMenuOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-night-700/70 bg-night-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-5">
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-2 font-display text-lg font-semibold tracking-wide text-gold-300 hover:text-gold-200"
        >
          <Moon aria-hidden="true" className="size-5" />
          {SITE_NAME}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {onHome ? (
            <ul className="hidden items-center gap-1 lg:flex">
              {LANDING_SECTIONS.map((section) => (
                <li key={section.href}>
                  <a href={section.href} className={`${navLink} inline-flex`}>
                    {section.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <Link to="/portal" className={`${navLink} ${onHome ? "hidden sm:inline-flex" : "inline-flex"}`}>
            My Orders
          </Link>
          {onHome ? (
            <>
              <a href="#products" className={`${journeyButton} hidden min-h-11 text-sm sm:inline-flex`}>
                Choose Your Journey
              </a>
              <button
                ref={toggleRef}
                type="button"
                aria-expanded={menuOpen}
                aria-controls="landing-menu"
                onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-night-600 px-3 text-sm font-medium text-parchment transition-colors hover:border-gold-400/60 hover:text-gold-200 lg:hidden"
              >
                {menuOpen ? (
                  <X aria-hidden="true" className="size-5" />
                ) : (
                  <Menu aria-hidden="true" className="size-5" />
                )}
                <span className="sr-only sm:not-sr-only">Menu</span>
              </button>
            </>
          ) : null}
        </nav>
      </div>
      {menuOpen ? (
        <div
          id="landing-menu"
          className="absolute inset-x-0 top-full border-y border-night-700/70 bg-night-950 shadow-[0_24px_48px_-12px_rgb(0_0_0/0.8)] lg:hidden"
        >
          <ul className="mx-auto grid w-full max-w-6xl gap-1 px-4 py-3 sm:px-5">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="flex min-h-12 items-center rounded-lg px-3 font-medium text-parchment hover:bg-night-800 hover:text-gold-200"
                >
                  {section.label}
                </a>
              </li>
            ))}
            <li className="sm:hidden">
              <Link
                to="/portal"
                className="flex min-h-12 items-center rounded-lg px-3 font-medium text-parchment hover:bg-night-800 hover:text-gold-200"
              >
                My Orders
              </Link>
            </li>
            <li className="pt-2 pb-1 sm:hidden">
              <a href="#products" className={`${journeyButton} flex min-h-12 w-full text-base`}>
                Choose Your Journey
              </a>
            </li>
          </ul>
        </div>
      ) : null}
    </header>
  );
}
