import { Logo } from "./logo";

/** Campaign landing pages keep visitors on the offer: the logo only, no menus. */
export function LandingHeader() {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <Logo />
      </div>
    </header>
  );
}
