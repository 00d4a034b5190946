import { Logo } from "./logo";

/** Campaign landing pages keep visitors on the offer: the logo only, no menus. */
export function LandingHeader() {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex h-header items-center">
        <Logo />
      </div>
    </header>
  );
}
