import { Moon } from "lucide-react";
import { Link } from "react-router";
import { SITE_NAME } from "./page-meta";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-night-700/70 bg-night-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-5">
        <Link
          to="/"
          className="flex items-center gap-2 font-display text-lg font-semibold tracking-wide text-gold-300 hover:text-gold-200"
        >
          <Moon aria-hidden="true" className="size-5" />
          {SITE_NAME}
        </Link>
      </div>
    </header>
  );
}
